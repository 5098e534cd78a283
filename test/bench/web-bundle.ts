import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Gzip bytes of the JavaScript the browser loads before the login page is interactive: the entry
 * module and every chunk index.html preloads (lazy chunks load later and are not counted).
 */
export async function loginPageJavaScriptGzipBytes(distDir: string): Promise<{ bytes: number; files: string[] }> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1] as string);
  let bytes = 0;
  for (const src of sources) bytes += gzipSync(await readFile(join(distDir, src))).length;
  return { bytes, files: sources };
}
