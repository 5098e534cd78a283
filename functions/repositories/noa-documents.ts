import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { NoaDocument } from '../domain/noa/document.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { putIfAbsent, type TransactItems, transactWriteIf } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

/** An NOA or LOR document as stored (functions/domain/noa/document.ts describes every field). */
export type NoaDocumentRecord = NoaDocument;

function documentItem(document: NoaDocumentRecord) {
  return {
    ...keys.noaDocument(document.id),
    ...keys.noaQueueIndex(document.status, document.receivedAt, document.id),
    ...(document.payeeId !== null ? keys.noaCarrierIndex(document.payeeId, document.receivedAt, document.id) : {}),
    ...(document.senderFactorId !== null
      ? keys.noaSenderIndex(document.senderFactorId, document.receivedAt, document.id)
      : {}),
    ...document,
  };
}

/** Writes a newly received document unless one with its id exists (false then). */
export async function putNoaDocumentIfAbsent(document: NoaDocumentRecord): Promise<boolean> {
  return putIfAbsent(documentItem(document));
}

/**
 * Writes a newly received document with `alongside` (what records its arrival elsewhere, such as
 * the upload it consumes) in one transaction; false when any condition fails and nothing is written.
 */
export async function putNoaDocumentWith(document: NoaDocumentRecord, alongside: TransactItems): Promise<boolean> {
  return transactWriteIf([
    { Put: { TableName: tableName(), Item: documentItem(document), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...alongside,
  ]);
}

export async function getNoaDocument(documentId: number): Promise<NoaDocumentRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.noaDocument(documentId), ConsistentRead: true }),
  );
  return Item ? (withoutKeys(Item) as NoaDocumentRecord) : null;
}

/**
 * The step that writes the document's next state, only if it is still at the version it was read
 * at (`next.version` is that version: the stored one becomes the next). Its indexes follow its
 * status and carrier.
 */
export function noaDocumentStep(next: NoaDocumentRecord): TransactItems[number] {
  return {
    Put: {
      TableName: tableName(),
      Item: documentItem({ ...next, version: next.version + 1 }),
      ConditionExpression: 'version = :version',
      ExpressionAttributeValues: { ':version': next.version },
    },
  };
}

/** Every document naming the carrier, oldest first (its effects on the carrier's holds). */
export async function listCarrierNoaDocuments(payeeId: number): Promise<NoaDocumentRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.noaCarrierPartition(payeeId) },
  });
  // The index is eventually consistent: read each document itself for its current state.
  const documents = await Promise.all(items.map((item) => getNoaDocument(Number(item.id))));
  return documents.filter((d): d is NoaDocumentRecord => d !== null);
}

/** The documents in one status, oldest first (a staff queue). */
export async function listNoaQueue(status: number): Promise<NoaDocumentRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.noaQueuePartition(status) },
  });
  return items.map((item) => withoutKeys(item) as NoaDocumentRecord);
}

/**
 * The newest `limit` documents a factor sent (its uploads and the mail matched to it), newest
 * first, each read itself for its current status (the index is eventually consistent).
 */
export async function listSenderNoaDocuments(factorId: number, limit: number): Promise<NoaDocumentRecord[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.noaSenderPartition(factorId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  const documents = await Promise.all(Items.map((item) => getNoaDocument(Number(item.id))));
  return documents.filter((d): d is NoaDocumentRecord => d !== null);
}
