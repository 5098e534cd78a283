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

/**
 * An upload the browser never finished (or never asked the server to check) expires this long after
 * its presigned PUT was issued: the URL's lifetime plus a margin for a PUT that started just before
 * the URL expired (15 MB at 256 kbit/s takes about 8 minutes). After it the document record is
 * gone (the table's TTL; reads ignore it from that instant, as TTL deletion lags) and completing it
 * is refused.
 */
export const paperworkUploadRecordSeconds = paperworkUploadUrlSeconds + 45 * 60;

/**
 * Every object a presigned upload stores carries this tag until the server has checked it and
 * attached its document (it then becomes `confirmedValue`). The paperwork bucket's lifecycle expires
 * objects still `unconfirmedValue` after `unconfirmedExpirationDays`: a file uploaded but never
 * completed does not stay in the bucket once its record has expired.
 */
export const paperworkUploadTag = {
  key: 'lanepay-upload',
  unconfirmedValue: 'unconfirmed',
  confirmedValue: 'confirmed',
  unconfirmedExpirationDays: 1,
} as const;
