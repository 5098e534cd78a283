import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentHistoryEntry, NoaDocument } from '../domain/noa/document.ts';
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
    ...(document.factorId !== null ? keys.noaFactorIndex(document.factorId, document.receivedAt, document.id) : {}),
    ...(document.senderFactorId !== null
      ? keys.noaSenderIndex(document.senderFactorId, document.receivedAt, document.id)
      : {}),
    ...document,
  };
}

/** A stored document; records written before leases, tasks and findings existed read as having none. */
function documentOf(item: Record<string, unknown>): NoaDocumentRecord {
  const stored = withoutKeys(item) as Partial<NoaDocumentRecord>;
  return { lease: null, completedTasks: [], auditFindings: [], ...stored } as NoaDocumentRecord;
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
  return Item ? documentOf(Item) : null;
}

/**
 * The writes of the document's next state, only if it is still at the version it was read at
 * (`next.version` is that version: the stored one becomes the next). Its indexes follow its status,
 * carrier and factor. Its latest step goes to the day's step log too (`keys.noaStep`), in the same
 * transaction; writing it again (a change of fields, which adds no step) puts the same item.
 */
export function noaDocumentWrites(next: NoaDocumentRecord): TransactItems {
  const writes: TransactItems = [
    {
      Put: {
        TableName: tableName(),
        Item: documentItem({ ...next, version: next.version + 1 }),
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': next.version },
      },
    },
  ];
  const index = next.history.length - 1;
  const step = next.history[index];
  if (step) {
    const logged: NoaStepRecord = { documentId: next.id, index, ...step };
    writes.push({ Put: { TableName: tableName(), Item: { ...keys.noaStep(step.at, next.id, index), ...logged } } });
  }
  return writes;
}

/**
 * The writes of a document made by the portal from another (a split part), only if its id is
 * free; its latest step goes to the day's step log as any step does.
 */
export function newNoaDocumentWrites(document: NoaDocumentRecord): TransactItems {
  const [written, ...log] = noaDocumentWrites({ ...document, version: document.version - 1 });
  const put = written?.Put;
  if (!put) throw new Error('A document write without its Put');
  return [
    { Put: { TableName: put.TableName, Item: put.Item, ConditionExpression: 'attribute_not_exists(pk)' } },
    ...log,
  ];
}

/** One step of a document as the day's step log keeps it. */
export type NoaStepRecord = DocumentHistoryEntry & { documentId: number; index: number };

/** The steps of every document taken from `from` (inclusive) to `to` (exclusive), ISO instants, in time order. */
export async function listNoaSteps(from: string, to: string): Promise<NoaStepRecord[]> {
  const days: string[] = [];
  for (let day = new Date(`${from.slice(0, 10)}T00:00:00Z`); day.toISOString() < to; ) {
    days.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  const pages = await Promise.all(
    days.map((day) =>
      queryAll({
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': keys.noaStepPartition(day), ':from': from, ':to': to },
      }),
    ),
  );
  // BETWEEN includes its upper bound: a step at exactly `to` belongs to the next range.
  return pages
    .flat()
    .map((item) => withoutKeys(item) as NoaStepRecord)
    .filter((step) => step.at < to);
}

/** Every document whose confirmed factor is `factorId`, oldest first. */
export async function listFactorNoaDocuments(factorId: number): Promise<NoaDocumentRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi4',
    KeyConditionExpression: 'gsi4pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.noaFactorPartition(factorId) },
  });
  return items.map(documentOf);
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
  return items.map(documentOf);
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
