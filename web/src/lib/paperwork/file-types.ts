import { type PaperworkContentType, paperworkContentTypes } from '#shared/constants/paperwork.ts';
import type { FileLike } from '#shared/validation/paperwork.ts';

const byExtension: Record<string, PaperworkContentType> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

/**
 * The content type to declare for a file: the browser's when it is one the server takes, else the
 * one its extension names (browsers often leave TIFF blank), else what the browser said (the server
 * then answers with its wrong-type message). The server checks the real bytes either way.
 */
export function declaredContentType(file: { name: string; type: string }): string {
  if ((paperworkContentTypes as readonly string[]).includes(file.type)) return file.type;
  if (file.type === 'image/jpg' || file.type === 'image/pjpeg') return 'image/jpeg';
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return byExtension[extension] ?? (file.type || 'application/octet-stream');
}

/** Whether a document can be shown in the page as an image (PDFs and TIFFs open on their own). */
export function isPreviewableImage(contentType: string): boolean {
  return contentType === 'image/png' || contentType === 'image/jpeg';
}

/** What a file input accepts (a hint for the picker; the server decides). */
export const acceptedFileTypes = [...paperworkContentTypes, '.pdf', '.png', '.jpg', '.jpeg', '.tif', '.tiff'].join(',');

/** Bytes in a MB as the size message counts them (1024 × 1024). */
export const bytesPerMB = 1024 * 1024;

/** Whether a file is over the limit; checked before any upload starts. */
export function isTooLarge(file: FileLike, maxFileSizeInMB: number): boolean {
  return file.size > maxFileSizeInMB * bytesPerMB;
}

/** A file size for people: '820 KB', '3.4 MB'. */
export function formatFileSize(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${format.format(bytes)} B`;
  if (bytes < bytesPerMB) return `${format.format(bytes / 1024)} KB`;
  return `${format.format(bytes / bytesPerMB)} MB`;
}
