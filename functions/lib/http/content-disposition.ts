/**
 * A Content-Disposition value naming a file: a plain ASCII `filename` for old clients (anything
 * else, quotes and backslashes replaced) and the exact name as RFC 5987 `filename*`. Shown in the
 * browser (`inline`) or saved (`attachment`).
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
