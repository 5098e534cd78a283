import { setTimeout as sleep } from 'node:timers/promises';
import {
  maxPaperworkFileSizeInMB,
  paperworkDownloadUrlSeconds,
  paperworkUploadRecordSeconds,
  paperworkUploadUrlSeconds,
} from '#shared/constants/paperwork.ts';
import { BillDocumentStatus, ImageType } from '#shared/enums/paperwork.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { Bill, CreateBillDocumentBody, PresignedDownload, PresignedUpload } from '#shared/schemas/bills.ts';
import { HttpError, notFound } from '../lib/http/errors.ts';
import type { ExpectedVersion } from '../lib/http/if-match.ts';
import type { AuthContext } from '../lib/http/require-session.ts';
import { logger } from '../lib/logger.ts';
import { type BillDocumentRecord, isExpiredUpload } from '../repositories/bill-document-records.ts';
import {
  billDocumentObjectKey,
  checkedBillDocumentObjectKey,
  deleteBillDocumentItem,
  deleteObject,
  getBillDocument,
  markBillDocumentAttached,
  newBillDocumentId,
  newCheckAttemptId,
  presignBillDocumentDownload,
  presignBillDocumentUpload,
  putBillDocumentIfAbsent,
} from '../repositories/bill-documents.ts';
import { concurrentUpdate } from './bill-mutation.ts';
import { billView, documentView } from './bill-views.ts';
import { paperworkBillFor } from './paperwork-access.ts';
import { checkUploadedCopy } from './uploaded-file-check.ts';

/**
 * A bill's documents (issue 4 contract, "Documents (S3)"): the browser uploads each file straight
 * to the private paperwork bucket through a presigned PUT this service issues, then asks the
 * server to check what landed before the document counts. Reading needs the bill to be visible to
 * the caller; adding and removing needs it to be editable by the caller.
 */

export const maxPaperworkFileSizeBytes = maxPaperworkFileSizeInMB * 1024 * 1024;

/** Document types a user may upload: every one but Combined, which only the server makes. */
const uploadableImageTypeIds: ReadonlySet<number> = new Set(
  Object.values(ImageType).filter((id) => id !== ImageType.Combined),
);

/** 400 on `field` with a paperwork message that names the file. */
export function paperworkFileError(
  field: string,
  key:
    | 'paperwork.validation.fileTooLarge'
    | 'paperwork.validation.fileType'
    | 'paperwork.validation.uploadMissing'
    | 'paperwork.validation.uploadExpired',
  fileName: string,
): HttpError {
  return new HttpError(
    400,
    ErrorCode.ValidationFailed,
    key,
    { [field]: [] },
    {
      fileName,
      maxFileSizeInMB: maxPaperworkFileSizeInMB,
    },
  );
}

/**
 * Starts an upload: a document in status `uploading` and a presigned PUT for exactly that file. The
 * record expires `paperworkUploadRecordSeconds` after (the URL's lifetime and a margin): an upload
 * never completed by then no longer exists for anyone and cannot be completed.
 */
export async function requestBillDocumentUpload(
  auth: AuthContext,
  billId: string,
  body: CreateBillDocumentBody,
  now = new Date(),
): Promise<PresignedUpload> {
  await paperworkBillFor(auth, billId, 'edit');
  if (!uploadableImageTypeIds.has(body.imageTypeId)) {
    throw new HttpError(400, ErrorCode.ValidationFailed, 'paperwork.validation.docType', { imageTypeId: [] });
  }
  if (body.sizeBytes > maxPaperworkFileSizeBytes) {
    throw paperworkFileError('sizeBytes', 'paperwork.validation.fileTooLarge', body.fileName);
  }
  const id = newBillDocumentId(now);
  const record: BillDocumentRecord = {
    id,
    billId,
    imageTypeId: body.imageTypeId,
    fileName: body.fileName,
    contentType: body.contentType,
    sizeBytes: body.sizeBytes,
    status: BillDocumentStatus.Uploading,
    uploadedAt: now.toISOString(),
    objectKey: billDocumentObjectKey(billId, id),
    uploadedBy: auth.user.id,
    expiresAt: Math.floor(now.getTime() / 1000) + paperworkUploadRecordSeconds,
  };
  if (!(await putBillDocumentIfAbsent(record))) throw new Error(`Document id ${id} of bill ${billId} exists already`);
  const upload = await presignBillDocumentUpload({
    objectKey: record.objectKey,
    contentType: body.contentType,
    sizeBytes: body.sizeBytes,
    expiresInSeconds: paperworkUploadUrlSeconds,
  });
  return {
    document: documentView(record),
    upload: {
      ...upload,
      method: 'PUT',
      expiresAt: new Date(now.getTime() + paperworkUploadUrlSeconds * 1000).toISOString(),
    },
  };
}

/**
 * Checks what the browser uploaded and attaches it. The upload is first copied to a key no upload
 * URL reaches (the presigned PUT stays valid for its 15 minutes, completion or not), and the copy is
 * what is checked, confirmed, attached and from then on served: a PUT racing the check, or one
 * after it, changes nothing anyone sees. The copy must be no larger than the limit and than
 * declared, and its first bytes must be the declared type; anything else is deleted (upload, copy
 * and document) and answered with 400. The upload itself is deleted once the copy is attached.
 * Attaching changes the bill (its documents, its version), so it is made on the version of the bill
 * the user saw (`expected`, If-Match): when the bill is at another one, 409 and nothing is checked
 * or attached (the upload stays, and may be completed on the bill as it is now). The attach is
 * conditional on that version: when the bill changes between the read and the write, the next
 * read answers 409. Completing an attached document again, on the current version, answers the
 * bill as it is.
 */
export async function completeBillDocumentUpload(
  auth: AuthContext,
  billId: string,
  documentId: string,
  expected: ExpectedVersion,
): Promise<Bill> {
  let checkedKey: string | null = null;
  let attached = false;
  try {
    for (let attempt = 0; attempt < documentWriteAttempts; attempt++) {
      const parts = await paperworkBillFor(auth, billId, 'edit', expected);
      const document = parts.documents.find((candidate) => candidate.id === documentId);
      if (!document) return await refuseExpiredUpload(billId, documentId);
      if (document.status !== BillDocumentStatus.Uploading) return billView(parts);
      // Checked once: the bill changing meanwhile does not change the copy.
      checkedKey ??= await checkUploadedObject(billId, document);
      if (await markBillDocumentAttached(document, parts.bill.version, checkedKey)) {
        attached = true;
        await deleteUpload(billId, document);
        return billView({
          bill: {
            ...parts.bill,
            attachedDocuments: { ...parts.bill.attachedDocuments, [document.id]: document.imageTypeId },
            version: parts.bill.version + 1,
          },
          documents: parts.documents.map((candidate) =>
            candidate === document
              ? { ...document, status: BillDocumentStatus.Attached, objectKey: checkedKey as string }
              : candidate,
          ),
          history: parts.history,
        });
      }
      // Attached by a parallel call, deleted, or the bill changed: read again and decide again.
      await backOff(attempt);
    }
    throw concurrentUpdate();
  } finally {
    // A copy this call made but did not attach (a parallel completion attached its own, the
    // document went, or the call gave up) is nobody's.
    if (checkedKey !== null && !attached) {
      await deleteObject(checkedKey).catch((error: unknown) =>
        logger.warn('Could not delete an unused checked copy', { billId, documentId, error }),
      );
    }
  }
}

/**
 * Deletes the upload of a document just attached (its checked copy is served). Its failure fails
 * nothing: whatever stays there is tagged unconfirmed (the PUT's signed header), and the lifecycle
 * rule expires it; no document points at it.
 */
async function deleteUpload(billId: string, document: BillDocumentRecord): Promise<void> {
  await deleteObject(document.objectKey).catch((error: unknown) =>
    logger.warn('Could not delete a checked upload; the lifecycle rule expires it', {
      billId,
      documentId: document.id,
      error,
    }),
  );
}

/**
 * A document the bill's read did not return: an upload that expired unfinished (400 naming the
 * file; what may have landed and the record are cleared now rather than left to the lifecycle
 * rule and the TTL), or none at all (404).
 */
async function refuseExpiredUpload(billId: string, documentId: string): Promise<never> {
  const record = await getBillDocument(billId, documentId);
  if (!record || !isExpiredUpload(record)) throw notFound();
  await deleteObject(record.objectKey);
  await deleteBillDocumentItem(billId, documentId, { attached: false });
  logger.info('Expired paperwork upload refused', { billId, documentId });
  throw paperworkFileError('file', 'paperwork.validation.uploadExpired', record.fileName);
}

/**
 * Copies the upload to a checked key and checks the copy: it passes and is confirmed (its key is
 * answered), or the upload, the copy and the document are deleted and the call answers 400. Nothing
 * uploaded yet: 400, and the document stays for the upload to land.
 */
async function checkUploadedObject(billId: string, document: BillDocumentRecord): Promise<string> {
  const checkedKey = checkedBillDocumentObjectKey(billId, document.id, newCheckAttemptId());
  const checked = await checkUploadedCopy({
    uploadKey: document.objectKey,
    checkedKey,
    declaredType: document.contentType,
    declaredSizeBytes: document.sizeBytes,
    maxSizeBytes: maxPaperworkFileSizeBytes,
  });
  // Confirmed before it is attached: an attached document's object is never left to expire.
  if (checked.ok) return checkedKey;
  const { messageKey, reason, storedSize } = checked.refusal;
  if (storedSize !== null) {
    await deleteBillDocumentItem(billId, document.id, { attached: false });
    logger.info('Uploaded paperwork refused', { billId, documentId: document.id, reason, storedSize });
  }
  throw paperworkFileError('file', messageKey, document.fileName);
}

/** Rounds of read, decide, conditional write before a document change answers 409. */
const documentWriteAttempts = 12;

function backOff(attempt: number): Promise<void> {
  return sleep(5 + Math.random() * 15 * (attempt + 1));
}

/** A short-lived presigned GET of an attached document. */
export async function billDocumentDownload(
  auth: AuthContext,
  billId: string,
  documentId: string,
  now = new Date(),
): Promise<PresignedDownload> {
  const { documents } = await paperworkBillFor(auth, billId, 'read');
  const document = documents.find((candidate) => candidate.id === documentId);
  if (!document || document.status !== BillDocumentStatus.Attached) throw notFound();
  const url = await presignBillDocumentDownload({
    objectKey: document.objectKey,
    fileName: document.fileName,
    contentType: document.contentType,
    expiresInSeconds: paperworkDownloadUrlSeconds,
  });
  return {
    url,
    expiresAt: new Date(now.getTime() + paperworkDownloadUrlSeconds * 1000).toISOString(),
    contentType: document.contentType,
    fileName: document.fileName,
  };
}

/**
 * Removes a document (its object first, so no object is left without a document): the item and
 * its entry in the bill's `attachedDocuments` go together, if the bill is still at the version
 * read and checked editable; otherwise read and judged again. Removing changes the bill, so it is
 * made on the version the user saw (`expected`, If-Match), checked before anything is deleted:
 * another version is 409 and nothing goes. Once the file is gone the removal is finished whatever
 * happens to the bill meanwhile (re-read, still checked editable), so that no document is left
 * pointing at a file that is not there.
 */
export async function removeBillDocument(
  auth: AuthContext,
  billId: string,
  documentId: string,
  expected: ExpectedVersion,
): Promise<Bill> {
  let objectDeleted = false;
  for (let attempt = 0; attempt < documentWriteAttempts; attempt++) {
    const parts = await paperworkBillFor(auth, billId, 'edit', objectDeleted ? undefined : expected);
    const document = parts.documents.find((candidate) => candidate.id === documentId);
    if (!document) throw notFound();
    if (!objectDeleted) {
      await deleteObject(document.objectKey);
      objectDeleted = true;
    }
    if (await deleteBillDocumentItem(billId, documentId, { expectedVersion: parts.bill.version })) {
      const { [documentId]: _removed, ...attachedDocuments } = parts.bill.attachedDocuments;
      return billView({
        bill: { ...parts.bill, attachedDocuments, version: parts.bill.version + 1 },
        documents: parts.documents.filter((candidate) => candidate !== document),
        history: parts.history,
      });
    }
    await backOff(attempt);
  }
  throw concurrentUpdate();
}
