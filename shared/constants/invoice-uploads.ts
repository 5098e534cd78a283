/**
 * Limits of a payor's invoice spreadsheet (CSV or .xlsx). A file travels base64 inside a JSON body
 * (shared/schemas/payor-invoice-uploads.ts), so its limit is also what keeps the request far below
 * Lambda's 6 MB payload; a batch's rows are stored in one DynamoDB item (400 KB), which 500 rows of
 * at most a few hundred bytes fit with room to spare.
 */
export const invoiceUploadLimits = {
  /** The file as uploaded: 1 MiB holds thousands of CSV rows, far more than `maxRows`. */
  maxFileBytes: 1_048_576,
  /** Invoice rows in one file (the header row not counted). */
  maxRows: 500,
  /** An .xlsx file's parts once unpacked (a small zip can unpack to gigabytes). */
  maxUnpackedBytes: 16 * 1_048_576,
  /** A file name as shown back (longer names are cut). */
  maxFileNameLength: 200,
  /** A cell's text as shown back in the preview (longer values are cut; they fail validation anyway). */
  maxCellLength: 100,
} as const;

/** The base64 length of a file of `maxFileBytes` (4 characters per 3 bytes, padded). */
export const maxUploadBase64Length = Math.ceil(invoiceUploadLimits.maxFileBytes / 3) * 4;
