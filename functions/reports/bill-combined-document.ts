import { BillDocumentStatus, ImageType } from '#shared/enums/paperwork.ts';
import type { CombinedDocumentResponse } from '#shared/schemas/bill-documents.ts';
import { badRequest } from '../lib/http/errors.ts';
import type { AuthContext } from '../lib/http/require-session.ts';
import { render } from '../lib/renderers.ts';
import type { BillDocumentRecord } from '../repositories/bill-document-records.ts';
import {
  billDocumentObjectKey,
  deleteBillDocumentItem,
  deleteObject,
  newBillDocumentId,
  putBillDocumentIfAbsent,
} from '../repositories/bill-documents.ts';
import { billView, documentView } from '../services/bill-views.ts';
import { paperworkBillFor } from '../services/paperwork-access.ts';

/**
 * Builds the bill's combined document: its attached documents (earlier combined ones excepted) in
 * upload order as one PDF, stored in the paperwork bucket as a new attached document of type
 * Combined, which then replaces any earlier combined document. Like any document, only while the
 * bill is editable by the caller.
 */
export async function createCombinedBillDocument(
  auth: AuthContext,
  billId: string,
  now = new Date(),
): Promise<CombinedDocumentResponse> {
  const parts = await paperworkBillFor(auth, billId, 'edit');
  const documents = parts.documents;
  const earlierCombined = documents.filter((document) => document.imageTypeId === ImageType.Combined);
  const sources = documents.filter(
    (document) => document.status === BillDocumentStatus.Attached && document.imageTypeId !== ImageType.Combined,
  );
  const id = newBillDocumentId(now);
  const objectKey = billDocumentObjectKey(billId, id);
  // The object first (the combiner stores it): a document item never points at nothing.
  const result = await render('paperworkCombiner', {
    documents: sources.map((document) => ({
      id: document.id,
      fileName: document.fileName,
      contentType: document.contentType,
      objectKey: document.objectKey,
    })),
    outputKey: objectKey,
  });
  if (!result.stored) throw badRequest('paperwork.validation.nothingToCombine', { documents: [] });

  const record: BillDocumentRecord = {
    id,
    billId,
    imageTypeId: ImageType.Combined,
    fileName: `combined-${billId.slice(0, 12)}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: result.sizeBytes,
    status: BillDocumentStatus.Attached,
    uploadedAt: now.toISOString(),
    objectKey,
    uploadedBy: auth.user.id,
  };
  await putBillDocumentIfAbsent(record);
  for (const earlier of earlierCombined) {
    await deleteObject(earlier.objectKey);
    await deleteBillDocumentItem(billId, earlier.id);
  }
  const names = new Map(sources.map((document) => [document.id, document.fileName]));
  const replaced = new Set(earlierCombined);
  return {
    bill: billView({ ...parts, documents: [...documents.filter((d) => !replaced.has(d)), record] }),
    document: documentView(record),
    pageCount: result.pageCount,
    skipped: result.skipped.map((skip) => ({
      documentId: skip.id,
      fileName: names.get(skip.id) ?? skip.fileName,
      reason: skip.reason,
    })),
  };
}
