import { randomBytes } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  GetObjectTaggingCommand,
  HeadObjectCommand,
  PutObjectCommand,
  PutObjectTaggingCommand,
} from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type PaperworkContentType, paperworkUploadTag } from '#shared/constants/paperwork.ts';
import { BillDocumentStatus } from '#shared/enums/paperwork.ts';
import { dynamo, s3 } from '../lib/aws-clients.ts';
import { contentDisposition } from '../lib/http/content-disposition.ts';
import { type BillDocumentRecord, billDocumentOf, isExpiredUpload } from './bill-document-records.ts';
import { deleteIf, putIfAbsent, transactWriteIf } from './conditional-writes.ts';
import { keys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { paperworkBucket } from './paperwork-objects.ts';
import { epochSeconds, tableName } from './table.ts';

/**
 * A new document id: time first (base 36, fixed width) so a bill's documents list in upload order
 * under `DOC#`, then 48 random bits.
 */
export function newBillDocumentId(now: Date = new Date()): string {
  return `${now.getTime().toString(36).padStart(10, '0')}${randomBytes(6).toString('hex')}`;
}

/** Where a document's presigned PUT stores the upload (and where the combined PDF is stored). */
export function billDocumentObjectKey(billId: string, documentId: string): string {
  return `bills/${billId}/${documentId}`;
}

/**
 * Where the completion copies an upload to check and serve it: under `checked/`, which no presigned
 * PUT is ever signed for. Each completion attempt copies to a key of its own (`attempt`), so two
 * completions at once can never overwrite the copy the other one checked.
 */
export function checkedBillDocumentObjectKey(billId: string, documentId: string, attempt: string): string {
  return `checked/bills/${billId}/${documentId}/${attempt}`;
}

/** A fresh `attempt` for checkedBillDocumentObjectKey. */
export function newCheckAttemptId(): string {
  return randomBytes(8).toString('hex');
}

/**
 * The bill's side of a document write: its `attachedDocuments` entry set (or removed) and its
 * version bumped, so that whoever decided on the bill as it was (a submission, a charge edit)
 * loses the race and decides again. With `expectedVersion`, only if the bill is still at the
 * version the caller checked (that it was editable, for instance); always only if it exists.
 */
function billDocumentsUpdate(billId: string, documentId: string, imageTypeId: number | null, expectedVersion?: number) {
  const versioned = expectedVersion !== undefined;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.bill(billId),
      UpdateExpression:
        imageTypeId === null
          ? 'REMOVE attachedDocuments.#document ADD version :one'
          : 'SET attachedDocuments.#document = :imageTypeId ADD version :one',
      ConditionExpression: versioned ? 'attribute_exists(pk) AND version = :expected' : 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#document': documentId },
      ExpressionAttributeValues: {
        ':one': 1,
        ...(imageTypeId === null ? {} : { ':imageTypeId': imageTypeId }),
        ...(versioned ? { ':expected': expectedVersion } : {}),
      },
    },
  };
}

export type BillDocumentWriteOptions = {
  /** Write only if the bill is still at this version (the one the caller read and checked). */
  expectedVersion?: number;
};

/**
 * Stores a new document item; false when one with this id exists already (or, for an attached
 * document, when the bill is gone or no longer at `expectedVersion`). An uploading document is
 * the item alone; an attached one (the combined PDF, the seed) also enters the bill's
 * `attachedDocuments`, in the same transaction.
 */
export async function putBillDocumentIfAbsent(
  record: BillDocumentRecord,
  options: BillDocumentWriteOptions = {},
): Promise<boolean> {
  const item = { ...keys.billDocument(record.billId, record.id), ...record };
  if (record.status !== BillDocumentStatus.Attached) return putIfAbsent(item);
  return transactWriteIf([
    { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    billDocumentsUpdate(record.billId, record.id, record.imageTypeId, options.expectedVersion),
  ]);
}

export async function getBillDocument(billId: string, documentId: string): Promise<BillDocumentRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.billDocument(billId, documentId), ConsistentRead: true }),
  );
  return Item ? billDocumentOf(Item) : null;
}

/**
 * Every document item of a bill (uploading and attached), in upload order; expired uploads only
 * with `includeExpired` (for clearing their objects).
 */
export async function listBillDocuments(
  billId: string,
  options: { includeExpired?: boolean } = {},
): Promise<BillDocumentRecord[]> {
  const now = new Date();
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.bill(billId).pk, ':prefix': keys.billDocumentPrefix },
    ConsistentRead: true,
  });
  const documents = items.map(billDocumentOf);
  return options.includeExpired ? documents : documents.filter((document) => !isExpiredUpload(document, now));
}

/**
 * Marks an uploading document attached once its object has passed the checks, pointing it at
 * `checkedObjectKey` (the checked copy, from then on the object it is served from), and adds it to
 * the bill's `attachedDocuments`, atomically, if the bill is still at `expectedVersion`; its expiry
 * goes (an attached document stays). False when the document is no longer uploading (attached by
 * an earlier call, deleted meanwhile), its upload has expired, or the bill changed since it was
 * read: the caller reads again and decides.
 */
export async function markBillDocumentAttached(
  document: Pick<BillDocumentRecord, 'billId' | 'id' | 'imageTypeId'>,
  expectedVersion: number,
  checkedObjectKey: string,
  now = new Date(),
): Promise<boolean> {
  return transactWriteIf([
    {
      Update: {
        TableName: tableName(),
        Key: keys.billDocument(document.billId, document.id),
        UpdateExpression: 'SET #status = :attached, objectKey = :objectKey REMOVE expiresAt',
        ConditionExpression: '#status = :uploading AND (attribute_not_exists(expiresAt) OR expiresAt > :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':attached': BillDocumentStatus.Attached,
          ':uploading': BillDocumentStatus.Uploading,
          ':objectKey': checkedObjectKey,
          ':now': epochSeconds(now),
        },
      },
    },
    billDocumentsUpdate(document.billId, document.id, document.imageTypeId, expectedVersion),
  ]);
}

/**
 * Deletes a document item. An attached one (the default: the caller may not know) also leaves the
 * bill's `attachedDocuments`, in the same transaction, if the bill exists (and is still at
 * `expectedVersion` when given); false when that condition failed and nothing was deleted. An
 * uploading one (`attached: false`) is the item alone, and only while it is still uploading (false
 * when a parallel completion attached it meanwhile: it stays).
 */
export async function deleteBillDocumentItem(
  billId: string,
  documentId: string,
  options: BillDocumentWriteOptions & { attached?: boolean } = {},
): Promise<boolean> {
  if (options.attached === false) {
    return deleteIf({
      Key: keys.billDocument(billId, documentId),
      ConditionExpression: 'attribute_not_exists(pk) OR #status = :uploading',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':uploading': BillDocumentStatus.Uploading },
    });
  }
  return transactWriteIf([
    { Delete: { TableName: tableName(), Key: keys.billDocument(billId, documentId) } },
    billDocumentsUpdate(billId, documentId, null, options.expectedVersion),
  ]);
}

/* Objects in the paperwork bucket. */

/** The tag every presigned upload stores its object with, as the `x-amz-tagging` header says it. */
const unconfirmedTagging = `${paperworkUploadTag.key}=${paperworkUploadTag.unconfirmedValue}`;

/**
 * A presigned PUT for one document. Content-Type and Content-Length are signed, so S3 refuses a
 * body of another length or type; the request checksum is left out of the signature (the browser
 * cannot compute the SDK's checksum of a body it has not read). The object is stored tagged
 * unconfirmed (`x-amz-tagging`, signed and kept a header: the presigner would otherwise move it into
 * the query string, where S3 does not apply it), so the bucket's lifecycle expires it unless the
 * server confirms it (confirmUploadedObject).
 */
export async function presignBillDocumentUpload(input: {
  objectKey: string;
  contentType: PaperworkContentType;
  sizeBytes: number;
  expiresInSeconds: number;
}): Promise<{ url: string; headers: Record<string, string> }> {
  const url = await getSignedUrl(
    s3(),
    new PutObjectCommand({
      Bucket: paperworkBucket(),
      Key: input.objectKey,
      ContentType: input.contentType,
      ContentLength: input.sizeBytes,
      Tagging: unconfirmedTagging,
    }),
    {
      expiresIn: input.expiresInSeconds,
      signableHeaders: new Set(['content-type', 'content-length', 'x-amz-tagging']),
      unhoistableHeaders: new Set(['x-amz-tagging']),
    },
  );
  // Browsers set Content-Length from the body themselves (and refuse to set it by hand).
  return { url, headers: { 'content-type': input.contentType, 'x-amz-tagging': unconfirmedTagging } };
}

/**
 * Copies an upload to the key it is checked and served from (checkedBillDocumentObjectKey): one
 * consistent version of the upload, whatever is PUT there meanwhile or afterwards. The copy is
 * stored tagged unconfirmed, like an upload, until confirmUploadedObject: a completion that dies
 * before attaching leaves a copy the lifecycle rule expires. False when nothing was uploaded.
 */
export async function copyUploadForCheck(uploadKey: string, checkedKey: string): Promise<boolean> {
  try {
    await s3().send(
      new CopyObjectCommand({
        Bucket: paperworkBucket(),
        Key: checkedKey,
        CopySource: `${paperworkBucket()}/${uploadKey.split('/').map(encodeURIComponent).join('/')}`,
        MetadataDirective: 'COPY',
        TaggingDirective: 'REPLACE',
        Tagging: unconfirmedTagging,
      }),
    );
    return true;
  } catch (error) {
    if (isMissingObject(error)) return false;
    throw error;
  }
}

/**
 * Marks a checked object confirmed, so the lifecycle rule for unconfirmed uploads leaves it. Done
 * before the document is attached: an attached document's object is never left to expire.
 */
export async function confirmUploadedObject(objectKey: string): Promise<void> {
  await s3().send(
    new PutObjectTaggingCommand({
      Bucket: paperworkBucket(),
      Key: objectKey,
      Tagging: { TagSet: [{ Key: paperworkUploadTag.key, Value: paperworkUploadTag.confirmedValue }] },
    }),
  );
}

/** The tags of a stored object (tests and support: is it confirmed?). */
export async function storedObjectTags(objectKey: string): Promise<Record<string, string>> {
  const result = await s3().send(new GetObjectTaggingCommand({ Bucket: paperworkBucket(), Key: objectKey }));
  return Object.fromEntries((result.TagSet ?? []).map((tag) => [tag.Key ?? '', tag.Value ?? '']));
}

/** A presigned GET that shows the document inline under its own name and type. */
export async function presignBillDocumentDownload(input: {
  objectKey: string;
  fileName: string;
  contentType: string;
  expiresInSeconds: number;
}): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: paperworkBucket(),
      Key: input.objectKey,
      ResponseContentType: input.contentType,
      ResponseContentDisposition: contentDisposition('inline', input.fileName),
    }),
    { expiresIn: input.expiresInSeconds },
  );
}

/** The stored object's size, or null when nothing was uploaded under the key. */
export async function storedObjectSize(objectKey: string): Promise<number | null> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: paperworkBucket(), Key: objectKey }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isMissingObject(error)) return null;
    throw error;
  }
}

/** The first `length` bytes of a stored object (a ranged GET: the file itself is not read). */
export async function readObjectHead(objectKey: string, length: number): Promise<Uint8Array> {
  const object = await s3().send(
    new GetObjectCommand({ Bucket: paperworkBucket(), Key: objectKey, Range: `bytes=0-${length - 1}` }),
  );
  const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
  return bytes.subarray(0, length);
}

export async function deleteObject(objectKey: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: paperworkBucket(), Key: objectKey }));
}

/**
 * Deletes the S3 object of every document of a bill (uploading ones too, expired or not: their
 * upload may have landed). Reads the bill's document items, so call it before deleting them. The bucket is
 * versioned: deletion leaves a delete marker and the lifecycle rule expires the old version.
 * Returns how many objects were deleted.
 */
export async function deleteBillDocumentObjects(billId: string): Promise<number> {
  const objectKeys = (await listBillDocuments(billId, { includeExpired: true })).map((document) => document.objectKey);
  // DeleteObjects takes up to 1,000 keys a call.
  for (let start = 0; start < objectKeys.length; start += 1000) {
    const chunk = objectKeys.slice(start, start + 1000);
    const result = await s3().send(
      new DeleteObjectsCommand({
        Bucket: paperworkBucket(),
        Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    const failed = result.Errors ?? [];
    if (failed.length > 0) {
      throw new Error(`Could not delete ${failed.length} paperwork object(s) of bill ${billId}: ${failed[0]?.Code}`);
    }
  }
  return objectKeys.length;
}

function isMissingObject(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey');
}
