import type { PaperworkContentType } from '#shared/constants/paperwork.ts';

/**
 * What a stored paperwork file really is, read from its first bytes ("magic numbers") rather than
 * from its name or the Content-Type the browser declared: a renamed or mislabelled file must not
 * reach a payor as something it is not.
 */

/** How many leading bytes the checks read (a ranged GET of bytes 0-15). */
export const signatureLength = 16;

const signatures: readonly { type: PaperworkContentType; bytes: readonly number[] }[] = [
  // %PDF-
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // \x89PNG\r\n\x1a\n
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // SOI marker followed by the first segment marker
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // Little-endian (II*\0) and big-endian (MM\0*) TIFF
  { type: 'image/tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { type: 'image/tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
];

/** The paperwork type the leading bytes announce, or null when they match none of them. */
export function detectFileType(head: Uint8Array): PaperworkContentType | null {
  const match = signatures.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
}

export type StoredFileCheck =
  | { ok: true; type: PaperworkContentType }
  | { ok: false; reason: 'fileType' }
  | { ok: false; reason: 'fileTooLarge' };

/**
 * Whether an uploaded object may be attached: its bytes must be the declared type, and its stored
 * size no larger than the limit and equal to what was declared (the upload URL was signed for that
 * length; anything else did not come through it as issued). Size wins over type: a file both too
 * large and mislabelled is reported as too large, which the user can act on first.
 */
export function checkStoredFile(input: {
  declaredType: PaperworkContentType;
  declaredSizeBytes: number;
  storedSizeBytes: number;
  maxSizeBytes: number;
  head: Uint8Array;
}): StoredFileCheck {
  if (input.storedSizeBytes > input.maxSizeBytes || input.storedSizeBytes > input.declaredSizeBytes) {
    return { ok: false, reason: 'fileTooLarge' };
  }
  const detected = detectFileType(input.head);
  if (detected === null || detected !== input.declaredType || input.storedSizeBytes !== input.declaredSizeBytes) {
    return { ok: false, reason: 'fileType' };
  }
  return { ok: true, type: detected };
}
