import { BillDocumentStatus } from '#shared/enums/paperwork.ts';
import type { BillDocument } from '#shared/schemas/bills.ts';
import { withoutKeys } from './keys.ts';
import { epochSeconds } from './table.ts';

/*
 * A bill document's record as read from the table, apart from bill-documents.ts so that reading a
 * bill (repositories/bills.ts) brings no S3 client or presigner into a function that never touches
 * the paperwork bucket.
 */

/**
 * A bill's documents: one item per document in the bill's partition (`DOC#<id>`, so the bill's
 * GET reads them with the bill in one Query) and one object per document in the private paperwork
 * bucket under a key the server makes, never one a user gave. The browser uploads to
 * `bills/<billId>/<documentId>` through a presigned PUT that stays valid after the upload; what is
 * checked and served is a copy under `checked/…`, a prefix no upload URL is ever signed for
 * (checkedBillDocumentObjectKey), so a second PUT through the same URL changes nothing anyone sees.
 */
export type BillDocumentRecord = BillDocument & {
  /**
   * The object's key in the paperwork bucket: while uploading, the upload's key; once attached,
   * the checked copy's (documents attached before checked copies existed keep their upload key,
   * and the combined PDF, which the server stores itself, its own key under `bills/`).
   */
  objectKey: string;
  /** The portal user who asked for the upload. */
  uploadedBy: number;
  /**
   * While uploading: when the upload expires (epoch seconds; the table's TTL attribute, so
   * DynamoDB deletes a record whose file never arrived without anyone scanning for it). Removed
   * when the document is attached.
   */
  expiresAt?: number;
};

/**
 * An upload whose time is up: still `uploading` at or after its `expiresAt`. TTL deletion lags (up
 * to days; dynalite never deletes), so every read treats such a record as gone.
 */
export function isExpiredUpload(document: Pick<BillDocumentRecord, 'status' | 'expiresAt'>, now = new Date()): boolean {
  return (
    document.status === BillDocumentStatus.Uploading &&
    document.expiresAt !== undefined &&
    document.expiresAt <= epochSeconds(now)
  );
}

/** The item's record, from any item of the bill's partition read by someone else's Query. */
export function billDocumentOf(item: Record<string, unknown>): BillDocumentRecord {
  const { billId, ...rest } = withoutKeys(item) as BillDocumentRecord & { billId: string };
  return { ...rest, billId };
}
