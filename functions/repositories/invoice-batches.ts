import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { InvoiceBatch, InvoiceBatchRow } from '../domain/invoice-uploads/batch.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { batchGetItems } from './batch-gets.ts';
import { putIf, transactWriteIf } from './conditional-writes.ts';
import { type InvoiceRecord, invoiceFromItem } from './invoices.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

/** A batch as stored (functions/domain/invoice-uploads/batch.ts describes every field). */
export type InvoiceBatchRecord = InvoiceBatch;

/** The request a batch came from: who sent it, under which Idempotency-Key, with which file. */
export type BatchRequest = { userId: number; key: string; digest: string };

export type CreateBatchOutcome =
  | { kind: 'created' }
  /** The same request was made before: the batch it created. */
  | { kind: 'repeated'; batch: InvoiceBatchRecord; digest: string };

/**
 * Writes a new batch with its rows and its guid, all or nothing; with a request key, the key too,
 * so the same request sent again finds the first batch instead of making a second.
 */
export async function createInvoiceBatch(
  batch: InvoiceBatchRecord,
  rows: readonly InvoiceBatchRow[],
  request: BatchRequest | null,
): Promise<CreateBatchOutcome> {
  const put = (item: Record<string, unknown>) => ({
    Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
  });
  const written = await transactWriteIf([
    put({ ...keys.payorInvoiceBatch(batch.payorId, batch.id), ...batch }),
    put({ ...keys.payorInvoiceBatchRows(batch.payorId, batch.id), rows }),
    put({ ...keys.payorInvoiceBatchGuid(batch.payorId, batch.guid), batchId: batch.id }),
    ...(request
      ? [
          put({
            ...keys.payorInvoiceBatchRequest(batch.payorId, request.userId, request.key),
            batchId: batch.id,
            digest: request.digest,
          }),
        ]
      : []),
  ]);
  if (written) return { kind: 'created' };
  const earlier = request ? await findBatchByRequest(batch.payorId, request) : null;
  if (!earlier) throw new Error(`Invoice batch ${batch.id} could not be written`);
  return { kind: 'repeated', ...earlier };
}

/** The batch a request (the same user's Idempotency-Key) created, with the digest of its file. */
export async function findBatchByRequest(
  payorId: number,
  request: Omit<BatchRequest, 'digest'>,
): Promise<{ batch: InvoiceBatchRecord; digest: string } | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.payorInvoiceBatchRequest(payorId, request.userId, request.key),
      ConsistentRead: true,
    }),
  );
  const batch = Item ? await getInvoiceBatch(payorId, Number(Item.batchId)) : null;
  return batch ? { batch, digest: String(Item?.digest) } : null;
}

export async function getInvoiceBatch(payorId: number, batchId: number): Promise<InvoiceBatchRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.payorInvoiceBatch(payorId, batchId), ConsistentRead: true }),
  );
  return Item ? (withoutKeys(Item) as InvoiceBatchRecord) : null;
}

/** One of the payor's batches by its guid; null for an unknown guid or another payor's. */
export async function getInvoiceBatchByGuid(payorId: number, guid: string): Promise<InvoiceBatchRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.payorInvoiceBatchGuid(payorId, guid), ConsistentRead: true }),
  );
  return Item ? getInvoiceBatch(payorId, Number(Item.batchId)) : null;
}

export async function getInvoiceBatchRows(payorId: number, batchId: number): Promise<InvoiceBatchRow[]> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.payorInvoiceBatchRows(payorId, batchId), ConsistentRead: true }),
  );
  return (Item?.rows as InvoiceBatchRow[] | undefined) ?? [];
}

/**
 * The payor's batches, newest first (headers only: their rows are items of their own). A payor
 * uploads a few batches a day at most, so the partition is read whole and filtered here.
 */
export async function listInvoiceBatches(payorId: number): Promise<InvoiceBatchRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.payorInvoiceBatchPartition(payorId),
      ':prefix': keys.payorInvoiceBatchPrefix,
    },
    ScanIndexForward: false,
  });
  return items.map((item) => withoutKeys(item) as InvoiceBatchRecord);
}

/**
 * Replaces a batch with its next state if nobody changed it meanwhile (same version); the saved
 * batch (its version moved on), or null when the version moved first.
 */
export async function saveInvoiceBatch(
  before: InvoiceBatchRecord,
  after: InvoiceBatchRecord,
): Promise<InvoiceBatchRecord | null> {
  const saved = { ...after, version: before.version + 1 };
  const written = await putIf({
    Item: { ...keys.payorInvoiceBatch(before.payorId, before.id), ...saved },
    ConditionExpression: 'version = :version',
    ExpressionAttributeValues: { ':version': before.version },
  });
  return written ? saved : null;
}

/**
 * Which of these invoice or load numbers the payor used, each with the invoice that holds it
 * (numbers are unique per payor: functions/repositories/invoices.ts createInvoice).
 */
export async function findPayorInvoicesByNumbers(
  payorId: number,
  kind: 'INVOICE' | 'LOAD',
  numbers: readonly string[],
): Promise<Map<string, InvoiceRecord | null>> {
  const unique = [...new Set(numbers)];
  const markers = await batchGetItems(unique.map((number) => keys.payorDocumentNumber(payorId, kind, number)));
  const invoiceIdByNumber = new Map(
    markers.map((marker) => [String(marker.sk).slice(kind.length + 1), Number(marker.invoiceId)] as const),
  );
  const invoices = await batchGetItems([...new Set(invoiceIdByNumber.values())].map((id) => keys.invoice(id)));
  const byId = new Map(invoices.map((item) => [Number(item.id), invoiceFromItem(item)] as const));
  return new Map([...invoiceIdByNumber].map(([number, id]) => [number, byId.get(id) ?? null]));
}
