import type { PaperworkContentType } from '#shared/constants/paperwork.ts';
import { checkStoredFile, signatureLength } from '../domain/file-signature.ts';
import {
  confirmUploadedObject,
  copyUploadForCheck,
  deleteObject,
  readObjectHead,
  storedObjectSize,
} from '../repositories/bill-documents.ts';

/** Why an uploaded file was refused, as the paperwork rules word it. */
export type UploadRefusal = {
  messageKey:
    | 'paperwork.validation.uploadMissing'
    | 'paperwork.validation.fileTooLarge'
    | 'paperwork.validation.fileType';
  /** The checked reason and the size stored, for the log. */
  reason: string;
  storedSize: number | null;
};

/**
 * The checks every browser upload passes (paperwork, and the factor's NOA files): the object the
 * presigned PUT stored is copied to `checkedKey`, a key no upload URL is signed for, and the copy's
 * size and first bytes must agree with what was declared. A good copy is confirmed (never left to
 * expire); a bad one and its upload are deleted.
 */
export async function checkUploadedCopy(input: {
  uploadKey: string;
  checkedKey: string;
  declaredType: string;
  declaredSizeBytes: number;
  maxSizeBytes: number;
}): Promise<{ ok: true } | { ok: false; refusal: UploadRefusal }> {
  if (!(await copyUploadForCheck(input.uploadKey, input.checkedKey))) {
    return {
      ok: false,
      refusal: { messageKey: 'paperwork.validation.uploadMissing', reason: 'missing', storedSize: null },
    };
  }
  const storedSize = await storedObjectSize(input.checkedKey);
  if (storedSize === null) throw new Error(`The checked copy ${input.checkedKey} vanished`);
  const head = storedSize > 0 ? await readObjectHead(input.checkedKey, signatureLength) : new Uint8Array();
  const check = checkStoredFile({
    declaredType: input.declaredType as PaperworkContentType,
    declaredSizeBytes: input.declaredSizeBytes,
    storedSizeBytes: storedSize,
    maxSizeBytes: input.maxSizeBytes,
    head,
  });
  if (check.ok) {
    await confirmUploadedObject(input.checkedKey);
    return { ok: true };
  }
  await Promise.all([deleteObject(input.checkedKey), deleteObject(input.uploadKey)]);
  const messageKey =
    check.reason === 'fileTooLarge' ? 'paperwork.validation.fileTooLarge' : 'paperwork.validation.fileType';
  return { ok: false, refusal: { messageKey, reason: check.reason, storedSize } };
}
