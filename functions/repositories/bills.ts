import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  type NativeAttributeValue,
  ScanCommand,
  type ScanCommandInput,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { BillState } from '#shared/enums/bill-state.ts';
import { BillDocumentStatus } from '#shared/enums/paperwork.ts';
import type { BillCharge } from '../domain/bills/charges.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { type BillDocumentRecord, billDocumentOf, isExpiredUpload } from './bill-document-records.ts';
import { type SentMarkerRecord, sentMarkerDelete, sentMarkerPut } from './bill-sent-markers.ts';
import { transactWriteIf, updateIf } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll, queryPages } from './paged-reads.ts';
import { epochSeconds, tableName } from './table.ts';

export type { BillCharge, BillDocumentRecord };

/**
 * A paperwork bill (the BILL item of the partition BILL#<id>). Charges live inside it, so a bill
 * and its charges change together under one condition; documents (DOC#…) and history
 * (HISTORY#…) are items of the same partition, so one Query reads the whole bill.
 */
export type BillRecord = {
  id: string;
  payeeId: number;
  payeeName: string;
  payorId: number;
  payorName: string;
  state: BillState;
  loadOrInvoiceNumber: string;
  /** The bill's paperwork (image) type. */
  paperworkTypeId: number | null;
  currencyTypeId: number;
  charges: BillCharge[];
  /** YYYY-MM-DD in America/Chicago. */
  createdDate: string;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  /** Name of the driver who sent it to the carrier's administrator (state `pending`). */
  sentToAdminBy: string | null;
  createdByUserId: number;
  /**
   * The company whose user created the bill: the payor when its user created it for the carrier
   * (services/paperwork-access.ts: who may delete it). Absent on bills the carrier created (and on
   * bills stored before payors could create them).
   */
  createdByCompanyId?: number;
  /**
   * The bill's attached documents, document id → image type id: what completeness and the list's
   * document count read, so neither reads the DOC# items. Kept in step with them by the document
   * writes (functions/repositories/bill-documents.ts), each in one transaction with its DOC# item
   * and a version bump; uploading documents are not in it.
   */
  attachedDocuments: AttachedDocuments;
  /**
   * Bumped by every write. Writers condition on the version they read, so two edits at the same
   * time never overwrite each other: the later one re-reads and applies its change again.
   */
  version: number;
};

/** Document id → image type id of a bill's attached documents. */
export type AttachedDocuments = Record<string, number>;

/** A bill about to be stored for the first time: it has no documents yet. */
export type NewBillRecord = Omit<BillRecord, 'attachedDocuments'>;

/** One move of a bill (HISTORY#<at>#<eventId>). */
export type BillHistoryRecord = {
  billId: string;
  eventId: string;
  from: BillState | null;
  to: BillState;
  at: string;
  /** Display name of who moved it ('LanePay' for the worker). */
  by: string;
  note: string | null;
};

/** The whole bill partition. */
export type BillParts = { bill: BillRecord; documents: BillDocumentRecord[]; history: BillHistoryRecord[] };

/** Bills written before the history and index keys existed (an old local seed): removed by the seed. */
export const legacySeedBillIds = ['00000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000002'];

function billItem(bill: BillRecord): Record<string, unknown> {
  return {
    ...keys.bill(bill.id),
    ...keys.payeeBillIndex(bill.payeeId, bill.createdAt, bill.id),
    ...keys.payorBillIndex(bill.payorId, bill.createdAt, bill.id),
    ...bill,
  };
}

function historyPut(entry: BillHistoryRecord) {
  return {
    Put: { TableName: tableName(), Item: { ...keys.billHistory(entry.billId, entry.at, entry.eventId), ...entry } },
  };
}

function chargePut(billId: string, chargeId: string) {
  return { Put: { TableName: tableName(), Item: { ...keys.billCharge(chargeId), billId, chargeId } } };
}

function chargeDelete(chargeId: string) {
  return { Delete: { TableName: tableName(), Key: keys.billCharge(chargeId) } };
}

/** How long the lookup of a replaced or deleted charge outlives it (the table's TTL deletes it then). */
const removedChargeLookupSeconds = 24 * 60 * 60;

/**
 * A charge replaced or deleted keeps its lookup for a day, marked removed, so that a change of it
 * made on an older version of the bill still finds the bill: it answers 409 (the bill changed
 * since) rather than 404, which would not tell the user to reload.
 */
function chargeRemoval(billId: string, chargeId: string, now = new Date()) {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.billCharge(chargeId),
        billId,
        chargeId,
        removedAt: now.toISOString(),
        expiresAt: epochSeconds(now) + removedChargeLookupSeconds,
      },
    },
  };
}

/**
 * The bill with its documents and history, in one strongly consistent Query; null when there is
 * none. Uploads that expired unfinished are left out (their records wait for the table's TTL).
 */
export async function getBillParts(billId: string): Promise<BillParts | null> {
  const now = new Date();
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.bill(billId).pk },
    ConsistentRead: true,
  });
  let bill: BillRecord | null = null;
  const documents: BillDocumentRecord[] = [];
  const history: BillHistoryRecord[] = [];
  for (const item of items) {
    const sk = String(item.sk);
    if (sk === keys.bill(billId).sk) bill = withoutKeys(item) as BillRecord;
    else if (sk.startsWith(keys.billDocumentPrefix)) {
      const document = billDocumentOf(item);
      if (!isExpiredUpload(document, now)) documents.push(document);
    } else if (sk.startsWith(keys.billHistoryPrefix)) history.push(withoutKeys(item) as BillHistoryRecord);
  }
  // A partition without its BILL item is a bill being deleted: it no longer exists.
  return bill ? { bill, documents, history } : null;
}

/** The BILL item alone (no documents or history). */
export async function getBill(billId: string): Promise<BillRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.bill(billId), ConsistentRead: true }),
  );
  return Item ? (withoutKeys(Item) as BillRecord) : null;
}

/**
 * The BILL items of these bills (strongly consistent BatchGetItem, 100 keys a call), by id; bills
 * that do not exist are absent. Unprocessed keys are asked again.
 */
export async function getBills(billIds: Iterable<string>): Promise<Map<string, BillRecord>> {
  const found = new Map<string, BillRecord>();
  const unique = [...new Set(billIds)];
  for (let start = 0; start < unique.length; start += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead: boolean }> | undefined = {
      [tableName()]: { Keys: unique.slice(start, start + 100).map((id) => keys.bill(id)), ConsistentRead: true },
    };
    for (let attempt = 0; request && Object.keys(request).length > 0; attempt++) {
      if (attempt >= 8) throw new Error('BatchGetItem left bills unprocessed');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt));
      const result = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
      for (const item of result.Responses?.[tableName()] ?? []) {
        const bill = withoutKeys(item) as BillRecord;
        found.set(bill.id, bill);
      }
      request = result.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

/**
 * Stores a new bill with its history entries (and its charges' lookups) in one transaction;
 * false when a bill with this id exists already (so re-running the demo seed is harmless). A new
 * bill has no attached documents: they are added by the document writes.
 */
export async function putBillIfAbsent(
  newBill: NewBillRecord,
  history: readonly BillHistoryRecord[] = [],
): Promise<boolean> {
  const bill: BillRecord = { ...newBill, attachedDocuments: {} };
  return transactWriteIf([
    { Put: { TableName: tableName(), Item: billItem(bill), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...history.map(historyPut),
    ...bill.charges.map((charge) => chargePut(bill.id, charge.id)),
  ]);
}

export type BillWriteExtras = {
  addHistory?: readonly BillHistoryRecord[];
  removeHistory?: readonly Pick<BillHistoryRecord, 'at' | 'eventId'>[];
  addCharges?: readonly string[];
  removeCharges?: readonly string[];
  /** The bill moves to `sent`: its sent marker (bill-sent-markers.ts) is written with it. */
  putSentMarker?: SentMarkerRecord;
  /** The bill leaves `sent` (the submission's undo): its sent marker goes with it. */
  removeSentMarker?: boolean;
};

/**
 * Replaces the bill with `next` if it is still at `expectedVersion` (next.version must be the one
 * after it), with its history entries and charge lookups, atomically. False when someone else
 * wrote the bill meanwhile (or it is gone): the caller re-reads and decides again.
 */
export async function saveBill(
  next: BillRecord,
  expectedVersion: number,
  extras: BillWriteExtras = {},
): Promise<boolean> {
  return transactWriteIf([
    {
      Put: {
        TableName: tableName(),
        Item: billItem(next),
        ConditionExpression: 'attribute_exists(pk) AND version = :expected',
        ExpressionAttributeValues: { ':expected': expectedVersion },
      },
    },
    ...(extras.addHistory ?? []).map(historyPut),
    ...(extras.removeHistory ?? []).map((entry) => ({
      Delete: { TableName: tableName(), Key: keys.billHistory(next.id, entry.at, entry.eventId) },
    })),
    ...(extras.addCharges ?? []).map((chargeId) => chargePut(next.id, chargeId)),
    ...(extras.removeCharges ?? []).map((chargeId) => chargeRemoval(next.id, chargeId)),
    ...(extras.putSentMarker ? [sentMarkerPut(extras.putSentMarker)] : []),
    ...(extras.removeSentMarker ? [sentMarkerDelete(next.id)] : []),
  ]);
}

/** One move of a bill by the worker: from the state (and version) read, to the next state. */
export type BillTransition = {
  billId: string;
  from: BillState;
  to: BillState;
  /** The event that moves it (the SQS message id): the history entry's key, so it is recorded once. */
  eventId: string;
  by: string;
  note?: string;
  /** When given, the move happens only if the bill is still at this version (what was decided on). */
  expectedVersion?: number;
  at?: Date;
};

/**
 * The writes of a move: the conditional update of the bill and its history entry, and for a move
 * out of `sent` the deletion of the bill's sent marker (bill-sent-markers.ts), so the marker lives
 * exactly as long as the bill is in `sent`.
 */
function transitionItems(input: BillTransition) {
  const at = (input.at ?? new Date()).toISOString();
  const versioned = input.expectedVersion !== undefined;
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.bill(input.billId),
        UpdateExpression: 'SET #state = :to, updatedAt = :at ADD version :one',
        ConditionExpression: versioned ? '#state = :from AND version = :expected' : '#state = :from',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':from': input.from,
          ':to': input.to,
          ':at': at,
          ':one': 1,
          ...(versioned ? { ':expected': input.expectedVersion } : {}),
        },
      },
    },
    historyPut({
      billId: input.billId,
      eventId: input.eventId,
      from: input.from,
      to: input.to,
      at,
      by: input.by,
      note: input.note ?? null,
    }),
    ...(input.from === BillState.Sent ? [sentMarkerDelete(input.billId)] : []),
  ];
}

/**
 * Moves a bill from one state to another and records the change in its history, atomically (the
 * worker's write). The history entry is keyed by `eventId` (the SQS message id), so the same event
 * cannot be recorded twice. Returns false when the bill is no longer in `from` (or, with
 * `expectedVersion`, no longer at that version).
 */
export async function transitionBill(input: BillTransition): Promise<boolean> {
  return transactWriteIf(transitionItems(input));
}

/** TransactWriteItems takes up to 100 items; a move is up to three (bill, history, sent marker). */
export const maxTransitionsPerTransaction = 33;

/**
 * Several moves (of different bills) in one transaction: all of them or none. False when the
 * transaction was cancelled (a bill no longer as read, or a conflicting write in flight): the
 * caller then moves the bills one by one, so one changed bill does not hold up the others.
 */
export async function transitionBills(transitions: readonly BillTransition[]): Promise<boolean> {
  if (transitions.length === 0) return true;
  if (transitions.length > maxTransitionsPerTransaction) {
    throw new Error(`At most ${maxTransitionsPerTransaction} moves per transaction`);
  }
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: transitions.flatMap(transitionItems) }));
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException') return false;
    throw error;
  }
}

/**
 * Deletes the BILL item if it is still at `expectedVersion`, with its charges' lookups; false when
 * it changed meanwhile. The rest of the partition (documents, history) is then invisible and is
 * removed by deleteBillPartition.
 */
export async function deleteBillItem(bill: BillRecord, expectedVersion: number): Promise<boolean> {
  return transactWriteIf([
    {
      Delete: {
        TableName: tableName(),
        Key: keys.bill(bill.id),
        ConditionExpression: 'version = :expected',
        ExpressionAttributeValues: { ':expected': expectedVersion },
      },
    },
    ...bill.charges.map((charge) => chargeDelete(charge.id)),
  ]);
}

/** Deletes every item left in a bill's partition (documents, history), 25 per batch. */
export async function deleteBillPartition(billId: string): Promise<void> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.bill(billId).pk },
    ProjectionExpression: 'pk, sk',
    ConsistentRead: true,
  });
  for (let start = 0; start < items.length; start += 25) {
    let requests: Record<string, NativeAttributeValue>[] | undefined = items
      .slice(start, start + 25)
      .map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } }));
    for (let attempt = 0; requests?.length && attempt < 5; attempt++) {
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = result.UnprocessedItems?.[tableName()] as Record<string, NativeAttributeValue>[] | undefined;
    }
    if (requests?.length) throw new Error('BatchWriteItem left items unprocessed');
  }
}

/** Every bill of a payee (its index partition), oldest first. */
export async function listPayeeBills(payeeId: number): Promise<BillRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.payeeBillPartition(payeeId) },
  });
  return items.map((item) => withoutKeys(item) as BillRecord);
}

/** Every bill of a payor (its index partition), oldest first. */
export async function listPayorBills(payorId: number): Promise<BillRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.payorBillPartition(payorId) },
  });
  return items.map((item) => withoutKeys(item) as BillRecord);
}

/**
 * Whether a payee's or payor's index holds a bill that `matches`, newest first, reading a page at
 * a time and stopping at the first one (GET /bills/present).
 */
export async function anyBill(
  owner: { payeeId: number } | { payorId: number },
  matches: (bill: BillRecord) => boolean,
): Promise<boolean> {
  const byPayee = 'payeeId' in owner;
  const pages = queryPages({
    IndexName: byPayee ? 'gsi1' : 'gsi2',
    KeyConditionExpression: `${byPayee ? 'gsi1pk' : 'gsi2pk'} = :pk`,
    ExpressionAttributeValues: {
      ':pk': byPayee ? keys.payeeBillPartition(owner.payeeId) : keys.payorBillPartition(owner.payorId),
    },
    ScanIndexForward: false,
    Limit: 100,
  });
  for await (const items of pages) if (items.some((item) => matches(withoutKeys(item) as BillRecord))) return true;
  return false;
}

/**
 * The bill a charge belongs to, or belonged to until it was replaced or deleted (for a day:
 * chargeRemoval); null for an unknown charge id, or one of a deleted bill.
 */
export async function getChargeBillId(chargeId: string): Promise<string | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.billCharge(chargeId), ConsistentRead: true }),
  );
  return typeof Item?.billId === 'string' ? Item.billId : null;
}

/** Deletes an item of the old bill shape if present (the previous demo seed's bills). */
export async function deleteLegacyBill(billId: string): Promise<void> {
  const bill = await getBill(billId);
  if (bill && bill.version === undefined) await deleteBillPartition(billId);
}

/**
 * Gives every bill stored before `attachedDocuments` existed (an older local data directory) the
 * field, from its DOC# items: conditional on the version read and on the field still missing, so
 * it is safe to run at every start and beside other writers. Scans the table: for the local seed
 * only. Returns how many bills it migrated.
 */
export async function migrateAttachedDocuments(): Promise<number> {
  const legacy = (
    await scanAll({
      TableName: tableName(),
      FilterExpression: 'sk = :bill AND attribute_not_exists(attachedDocuments)',
      ExpressionAttributeNames: { '#id': 'id', '#version': 'version' },
      ExpressionAttributeValues: { ':bill': 'BILL' },
      ProjectionExpression: '#id, #version',
    })
  ).filter((item) => typeof item.id === 'string' && typeof item.version === 'number');
  let migrated = 0;
  for (const item of legacy) {
    const parts = await getBillParts(String(item.id));
    if (!parts || parts.bill.attachedDocuments !== undefined) continue;
    const attachedDocuments: AttachedDocuments = {};
    for (const document of parts.documents) {
      if (document.status === BillDocumentStatus.Attached) attachedDocuments[document.id] = document.imageTypeId;
    }
    const written = await updateIf({
      Key: keys.bill(parts.bill.id),
      UpdateExpression: 'SET attachedDocuments = :documents ADD version :one',
      ConditionExpression: 'version = :expected AND attribute_not_exists(attachedDocuments)',
      ExpressionAttributeValues: { ':documents': attachedDocuments, ':one': 1, ':expected': parts.bill.version },
    });
    // Not written: changed meanwhile, and the next start looks at it again.
    if (written) migrated += 1;
  }
  return migrated;
}

async function scanAll(input: ScanCommandInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
