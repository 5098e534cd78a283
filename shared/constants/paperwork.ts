/**
 * Limits of paperwork documents. The seeds give the message but no size; 15 MB holds a multi-page
 * scanned rate confirmation at office-scanner resolution.
 */
export const maxPaperworkFileSizeInMB = 15;

/** Document formats the server accepts, recognised by their first bytes (not by name or header). */
export const paperworkContentTypes = ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff'] as const;
export type PaperworkContentType = (typeof paperworkContentTypes)[number];

/** Presigned URLs live this long: enough for a slow upload, short enough not to be passed around. */
export const paperworkUploadUrlSeconds = 15 * 60;
export const paperworkDownloadUrlSeconds = 5 * 60;
