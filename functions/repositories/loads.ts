import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { LoadAdvanceState } from '#shared/enums/load-status.ts';
import type { Load } from '../domain/loads/load.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { putIfAbsent, type TransactItems, transactWriteIf } from './conditional-writes.ts';
import { type InvoiceRecord, invoiceFromItem } from './invoices.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

/** A load as stored (functions/domain/loads/load.ts describes every field). */
export type LoadRecord = Load;

/** An advance still waiting on the payout run: to be paid (Requested) or netted (Paid). */
function hasOpenAdvance(load: LoadRecord): boolean {
  const state = load.advance?.state;
  return state === LoadAdvanceState.Requested || state === LoadAdvanceState.Paid;
}

/** The stored item of a load: its key, the open-advance index while the payout run has work on it, the record. */
function loadItem(load: LoadRecord) {
  const open = load.advance && hasOpenAdvance(load) ? keys.openLoadAdvanceIndex(load.advance.requestedAt, load.id) : {};
  return { ...keys.load(load.payorId, load.id), ...open, ...load };
}

function loadFromItem(item: Record<string, unknown>): LoadRecord {
  return withoutKeys(item) as LoadRecord;
}

export type CreateLoadOutcome = 'created' | 'duplicateLoadNumber';

/** Writes a new load with its number reserved for the payor, both or neither. */
export async function createLoad(load: LoadRecord): Promise<CreateLoadOutcome> {
  const written = await transactWriteIf([
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.payorLoadNumber(load.payorId, load.loadNumber), loadId: load.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { TableName: tableName(), Item: loadItem(load), ConditionExpression: 'attribute_not_exists(pk)' } },
  ]);
  return written ? 'created' : 'duplicateLoadNumber';
}

/** One of the payor's loads; null for an unknown id or another payor's (its key names the payor). */
export async function getLoad(payorId: number, loadId: number): Promise<LoadRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.load(payorId, loadId), ConsistentRead: true }),
  );
  return Item ? loadFromItem(Item) : null;
}

/** The payor's load with this (upper-case) number, if it has one. */
export async function findPayorLoadByNumber(payorId: number, loadNumber: string): Promise<LoadRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.payorLoadNumber(payorId, loadNumber), ConsistentRead: true }),
  );
  return Item ? getLoad(payorId, Number(Item.loadId)) : null;
}

/** Every load of a payor (its own partition, page after page). */
export async function listPayorLoads(payorId: number): Promise<LoadRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.payorLoadPartition(payorId), ':prefix': keys.loadPrefix },
  });
  return items.map(loadFromItem);
}

/**
 * The loads recorded under these payors' load numbers (the numbers' records, then their loads):
 * how views built on invoices (the factor's loads) find the load each invoice carries.
 */
export async function getLoadsByNumber(
  numbers: readonly { payorId: number; loadNumber: string }[],
): Promise<LoadRecord[]> {
  const payorOf = new Map<string, number>();
  for (const n of numbers) {
    const key = keys.payorLoadNumber(n.payorId, n.loadNumber);
    payorOf.set(`${key.pk}|${key.sk}`, n.payorId);
  }
  const markers = await batchGet(
    [...payorOf.keys()].map((key) => {
      const [pk, sk] = key.split('|') as [string, string];
      return { pk, sk };
    }),
  );
  const loadKeys = markers.map((marker) =>
    keys.load(payorOf.get(`${marker.pk}|${marker.sk}`) ?? 0, Number(marker.loadId)),
  );
  return (await batchGet(loadKeys)).map(loadFromItem);
}

/** The load with this id among these payors' loads (load ids are unique across payors), or null. */
export async function findLoadOfPayors(payorIds: readonly number[], loadId: number): Promise<LoadRecord | null> {
  const found = await batchGet([...new Set(payorIds)].map((payorId) => keys.load(payorId, loadId)));
  return found.length > 0 ? loadFromItem(found[0] as Record<string, unknown>) : null;
}

/** Every load whose advance waits on the payout run (to be paid or netted), oldest request first. */
export async function listOpenLoadAdvances(): Promise<LoadRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.openLoadAdvancePartition },
  });
  return items.map(loadFromItem);
}

/** An invoice as it was read: a write made on it holds only while it is still at that version. */
export type InvoiceSeen = Pick<InvoiceRecord, 'id' | 'version'>;

/**
 * The transaction step that replaces a load with `next` only if it is still at `expectedVersion`,
 * its index keys following its advance; `next` is saved one version on.
 */
export function loadChangeStep(next: LoadRecord, expectedVersion: number): TransactItems[number] {
  return {
    Put: {
      TableName: tableName(),
      Item: loadItem({ ...next, version: expectedVersion + 1 }),
      ConditionExpression: 'version = :version',
      ExpressionAttributeValues: { ':version': expectedVersion },
    },
  };
}

/** The step that holds a write to invoices unchanged since they were read (a load's decision rested on them). */
export function invoiceUnchangedSteps(invoices: readonly InvoiceSeen[]): TransactItems {
  return invoices.map((invoice) => ({
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.invoice(invoice.id),
      ConditionExpression: 'version = :version',
      ExpressionAttributeValues: { ':version': invoice.version },
    },
  }));
}

/** The step that holds a write to an invoice not yet paid (a load advance is paid only before it). */
export function invoiceUnpaidStep(invoiceId: number): TransactItems[number] {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.invoice(invoiceId),
      ConditionExpression: '#status <> :paid AND (attribute_not_exists(paymentId) OR paymentId = :null)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':paid': InvoiceStatus.Paid, ':null': null },
    },
  };
}

/**
 * Saves the load's next state if nobody changed it (same version) nor the invoices its change was
 * decided on; the saved load (one version on), or null when either moved on meanwhile.
 */
export async function saveLoad(
  next: LoadRecord,
  expectedVersion: number,
  decidedOn: readonly InvoiceSeen[] = [],
): Promise<LoadRecord | null> {
  const written = await transactWriteIf([loadChangeStep(next, expectedVersion), ...invoiceUnchangedSteps(decidedOn)]);
  return written ? { ...next, version: expectedVersion + 1 } : null;
}

/**
 * The invoices that carry each of these load numbers of the payor (an invoice's load number is
 * reserved per payor: at most one each), by load number. Two strongly consistent BatchGetItem
 * rounds: the numbers' markers, then their invoices.
 */
export async function getLoadInvoices(
  payorId: number,
  loadNumbers: readonly string[],
): Promise<Map<string, InvoiceRecord[]>> {
  const markers = await batchGet([...new Set(loadNumbers)].map((n) => keys.payorDocumentNumber(payorId, 'LOAD', n)));
  const invoiceIdOf = new Map<string, number>();
  for (const marker of markers) invoiceIdOf.set(String(marker.sk).slice('LOAD#'.length), Number(marker.invoiceId));
  const invoices = (await batchGet([...invoiceIdOf.values()].map((id) => keys.invoice(id)))).map(invoiceFromItem);
  const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const result = new Map<string, InvoiceRecord[]>();
  for (const [loadNumber, invoiceId] of invoiceIdOf) {
    const invoice = byId.get(invoiceId);
    if (invoice && invoice.payorId === payorId) result.set(loadNumber, [invoice]);
  }
  return result;
}

/** The items with these keys (100 a call, strongly consistent, unprocessed keys asked again). */
async function batchGet(keyList: readonly Record<string, string>[]): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  for (let start = 0; start < keyList.length; start += 100) {
    let pending: Record<string, unknown>[] = keyList.slice(start, start + 100);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt >= 8) throw new Error('BatchGetItem left keys unprocessed');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt));
      const { Responses, UnprocessedKeys } = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true } } }),
      );
      found.push(...(Responses?.[tableName()] ?? []));
      pending = UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return found;
}

/**
 * Reserves an invoice's load number for it, as its submission does (invoices.ts createInvoice),
 * unless the number is taken: for invoices written without a submission (the demo seed, tests).
 */
export async function reserveInvoiceLoadNumber(
  invoice: Pick<InvoiceRecord, 'id' | 'payorId' | 'loadNumber'>,
): Promise<boolean> {
  return putIfAbsent({
    ...keys.payorDocumentNumber(invoice.payorId, 'LOAD', invoice.loadNumber),
    invoiceId: invoice.id,
  });
}
