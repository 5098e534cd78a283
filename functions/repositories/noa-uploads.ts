import { randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PaperworkContentType } from '#shared/constants/paperwork.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { deleteIf, putIfAbsent, type TransactItems } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { epochSeconds, tableName } from './table.ts';

/**
 * A factor's NOA or LOR file between its presigned PUT and the document it becomes. Single use:
 * recording it as a document marks it `recorded` in the document's own transaction, with the
 * Idempotency-Key of that create, so a repeat finds the document made and nothing is made twice.
 * Until then it expires with the table's TTL (`expiresAt`), as a paperwork upload does.
 */
export type NoaUploadRecord = {
  uploadId: string;
  factorId: number;
  userId: number;
  fileName: string;
  contentType: PaperworkContentType;
  sizeBytes: number;
  objectKey: string;
  createdAt: string;
  state: 'uploading' | 'recorded';
  documentId: number | null;
  idempotencyKey: string | null;
  /** Epoch seconds; gone once recorded. */
  expiresAt?: number;
};

/** A fresh upload id: 96 random bits, meaning nothing outside its factor's partition. */
export function newNoaUploadId(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * Where the presigned PUT stores a factor's file. Its checked copy, the document's file, goes under
 * `noa/checked/`, a key no upload URL is signed for, and within the received documents' prefix,
 * the only part of the bucket the conversion worker may read (infra/definitions/buckets.ts).
 */
export function noaUploadObjectKey(factorId: number, uploadId: string): string {
  return `noa/uploads/${factorId}/${uploadId}`;
}

export function checkedNoaObjectKey(factorId: number, uploadId: string, attempt: string): string {
  return `noa/checked/${factorId}/${uploadId}/${attempt}`;
}

/** Where a mailed document's file is stored (the server wrote it itself). */
export function mailedNoaObjectKey(messageId: string): string {
  return `noa/email/${messageId}`;
}

export async function putNoaUploadIfAbsent(record: NoaUploadRecord): Promise<boolean> {
  return putIfAbsent({ ...keys.noaUpload(record.factorId, record.uploadId), ...record });
}

/** The factor's upload, or null when it has none of that id or it expired unrecorded. */
export async function getNoaUpload(
  factorId: number,
  uploadId: string,
  now = new Date(),
): Promise<NoaUploadRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.noaUpload(factorId, uploadId), ConsistentRead: true }),
  );
  if (!Item) return null;
  const record = withoutKeys(Item) as NoaUploadRecord;
  // TTL deletion lags: an expired upload is gone from the moment it expires.
  if (record.expiresAt !== undefined && record.expiresAt <= epochSeconds(now)) return null;
  return record;
}

/**
 * The step that marks the upload recorded as `documentId` by the create carrying `idempotencyKey`,
 * only while it is still uploading and not expired; its expiry goes (the record answers repeats).
 */
export function recordNoaUploadStep(
  upload: Pick<NoaUploadRecord, 'factorId' | 'uploadId'>,
  documentId: number,
  idempotencyKey: string | null,
  now: Date,
): TransactItems[number] {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.noaUpload(upload.factorId, upload.uploadId),
      UpdateExpression: 'SET #state = :recorded, documentId = :documentId, idempotencyKey = :key REMOVE expiresAt',
      ConditionExpression: '#state = :uploading AND expiresAt > :now',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':recorded': 'recorded',
        ':uploading': 'uploading',
        ':documentId': documentId,
        ':key': idempotencyKey,
        ':now': epochSeconds(now),
      },
    },
  };
}

/** Deletes an upload refused by the checks (only while it is still uploading). */
export async function deleteNoaUpload(factorId: number, uploadId: string): Promise<boolean> {
  return deleteIf({
    Key: keys.noaUpload(factorId, uploadId),
    ConditionExpression: 'attribute_not_exists(pk) OR #state = :uploading',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':uploading': 'uploading' },
  });
}
