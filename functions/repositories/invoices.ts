import {
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import type { Invoice } from '../domain/invoices/invoice.ts';
import type { InvoiceRowSource } from '../domain/invoices/invoice-list.ts';
import {
  type CurrencyTallies,
  mergeDeltas,
  type StatusTally,
  type TallyDelta,
  talliesOf,
  tallyDeltas,
} from '../domain/invoices/invoice-totals.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { batchPutItems } from './batch-puts.ts';
import { versionBump } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

export type { InvoiceDates, InvoiceStatusChange, TermElection } from '../domain/invoices/invoice.ts';

/** An invoice as stored (functions/domain/invoices/invoice.ts describes every field). */
export type InvoiceRecord = Invoice;

/** The index keys an invoice carries in its current state. */
function indexKeys(invoice: InvoiceRecord) {
  const due =
    invoice.status === InvoiceStatus.Approved && invoice.expectedPayDate && !invoice.paymentId
      ? keys.payoutDueIndex(invoice.expectedPayDate, invoice.id)
      : {};
  return {
    ...keys.payeeInvoiceIndex(invoice.payeeId, invoice.status, invoice.dates.uploaded, invoice.id),
    ...keys.payorInvoiceIndex(invoice.payorId, invoice.status, invoice.dates.uploaded, invoice.id),
    ...due,
    ...(typeof invoice.factorId === 'number'
      ? keys.factorInvoiceIndex(invoice.factorId, invoice.dates.uploaded, invoice.id)
      : {}),
  };
}

/** The stored item of an invoice: its keys, the index keys of its state, and the record. */
export function invoiceItem(invoice: InvoiceRecord) {
  return { ...keys.invoice(invoice.id), ...indexKeys(invoice), ...invoice };
}

export function invoiceFromItem(item: Record<string, unknown>): InvoiceRecord {
  return withoutKeys(item) as InvoiceRecord;
}

export type TransactStep = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/* ---------- tallies: a payee's invoice counts and amounts per currency and status ---------- */

const tallyFields = { count: 'n', grossCents: 'g', netCents: 't' } as const satisfies Record<keyof StatusTally, string>;

/** The Update that adds a tally delta to the payee's tallies of that currency (created when absent). */
function tallyUpdate(payeeId: number, delta: TallyDelta) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':payee': payeeId, ':currency': delta.currencyId };
  const adds: string[] = [];
  for (const [status, tally] of Object.entries(delta.byStatus) as [string, StatusTally][]) {
    for (const [field, prefix] of Object.entries(tallyFields) as [keyof StatusTally, string][]) {
      const name = `${prefix}${status}`;
      names[`#${name}`] = name;
      values[`:${name}`] = tally[field];
      adds.push(`#${name} :${name}`);
    }
  }
  return {
    TableName: tableName(),
    Key: keys.invoiceTallies(payeeId, delta.currencyId),
    UpdateExpression: `SET payeeId = :payee, currencyId = :currency ADD ${adds.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

function tallySteps(payeeId: number, deltas: readonly TallyDelta[]): TransactStep[] {
  return deltas.map((delta) => ({ Update: tallyUpdate(payeeId, delta) }));
}

function talliesFromItem(item: Record<string, unknown>): CurrencyTallies {
  const byStatus: CurrencyTallies['byStatus'] = {};
  for (const status of Object.values(InvoiceStatus)) {
    const count = Number(item[`n${status}`] ?? 0);
    const grossCents = Number(item[`g${status}`] ?? 0);
    const netCents = Number(item[`t${status}`] ?? 0);
    if (count !== 0 || grossCents !== 0 || netCents !== 0) byStatus[status] = { count, grossCents, netCents };
  }
  return { currencyId: Number(item.currencyId), byStatus };
}

/** The payee's invoice tallies, one per currency it has invoices in (one Query of a few items). */
export async function getInvoiceTallies(payeeId: number): Promise<CurrencyTallies[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.payeePartition(payeeId), ':prefix': keys.invoiceTalliesPrefix },
    }),
  );
  return Items.map(talliesFromItem).sort((a, b) => a.currencyId - b.currencyId);
}

/**
 * Adds tallies to the payee's stored ones outside any invoice write: for bulk loads written with
 * BatchWriteItem (which has no transactions) and for rebuilding tallies of data written before
 * they existed. Ordinary writes change tallies inside their own transaction.
 */
export async function addToInvoiceTallies(payeeId: number, deltas: readonly TallyDelta[]): Promise<void> {
  for (const delta of deltas) await dynamo().send(new UpdateCommand(tallyUpdate(payeeId, delta)));
}

/* ---------- writes ---------- */

function transactionFailure(error: unknown): { codes: string[] } | null {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  const codes = reasons?.map((reason) => reason.Code ?? 'None') ?? [];
  // A condition failed, or another transaction held one of the items: either way the caller's
  // view is stale and it may read again and retry.
  if (codes.some((code) => code === 'ConditionalCheckFailed' || code === 'TransactionConflict')) return { codes };
  if (codes.length === 0 && /ConditionalCheckFailed|TransactionConflict/.test(error.message)) return { codes };
  return null;
}

/**
 * Writes a new invoice and counts it in the payee's tallies, unless an invoice with its id
 * exists; false when it did (so seeding twice writes nothing twice).
 */
export async function putInvoiceIfAbsent(invoice: InvoiceRecord): Promise<boolean> {
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: invoiceItem(invoice),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...tallySteps(invoice.payeeId, tallyDeltas(null, invoice)),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (transactionFailure(error)) return false;
    throw error;
  }
}

export async function getInvoice(invoiceId: number): Promise<InvoiceRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.invoice(invoiceId), ConsistentRead: true }),
  );
  return Item ? invoiceFromItem(Item) : null;
}

/** A relationship's assigned factor is `factorId` (none when null; absent on old relationships). */
function relationshipFactorCondition(factorId: number | null) {
  return factorId === null
    ? {
        condition: '(attribute_not_exists(assignedFactorId) OR assignedFactorId = :noFactor)',
        values: { ':noFactor': null },
      }
    : { condition: 'assignedFactorId = :factor', values: { ':factor': factorId } };
}

/** The step that moves a relationship's free QuickPay count by `delta` (never below zero). */
function freeQuickPayStep(relationship: { payeeId: number; id: number }, delta: number) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.relationship(relationship.payeeId, relationship.id),
      // The relationship shows its free QuickPays left: a new version of it (relationships.ts).
      UpdateExpression: `SET freeQuickPaysRemaining = freeQuickPaysRemaining + :delta ${versionBump.clause}`,
      ConditionExpression: 'attribute_exists(pk) AND freeQuickPaysRemaining >= :least',
      ExpressionAttributeValues: { ':delta': delta, ':least': delta < 0 ? -delta : 0, ...versionBump.values },
    },
  };
}

export type InvoiceChange = {
  before: InvoiceRecord;
  after: InvoiceRecord;
  /** Uses (−1) or gives back (+1) one of the relationship's free QuickPays in the same write. */
  freeQuickPayDelta?: number;
};

/**
 * Replaces an invoice with its next state if nobody changed it meanwhile (same version), moving
 * its tallies and, when asked, the relationship's free QuickPay count in the same transaction.
 * Returns the saved invoice (its version bumped), or null when the invoice or the relationship
 * moved on meanwhile: the caller reads again and decides again.
 */
export async function writeInvoiceChange(change: InvoiceChange): Promise<InvoiceRecord | null> {
  const { before, after } = change;
  const saved = { ...after, version: before.version + 1 };
  const steps: TransactStep[] = [
    {
      Put: {
        TableName: tableName(),
        Item: invoiceItem(saved),
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': before.version },
      },
    },
    ...tallySteps(before.payeeId, tallyDeltas(before, saved)),
  ];
  if (change.freeQuickPayDelta) {
    steps.push(freeQuickPayStep({ payeeId: before.payeeId, id: before.relationshipId }, change.freeQuickPayDelta));
  }
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: steps }));
    return saved;
  } catch (error) {
    if (transactionFailure(error)) return null;
    throw error;
  }
}

/**
 * Replaces an invoice with its next state if nobody changed it meanwhile (same version); the
 * index keys and the payee's tallies follow the new state. False when the version moved on.
 * `previous` is the state `next` was made from; without it the invoice is read first.
 */
export async function saveInvoice(
  next: InvoiceRecord,
  expectedVersion: number,
  previous?: InvoiceRecord,
): Promise<boolean> {
  const before = previous ?? (await getInvoice(next.id));
  if (!before || before.version !== expectedVersion) return false;
  return (await writeInvoiceChange({ before, after: next })) !== null;
}

export type CreateOutcome = 'created' | 'duplicateInvoiceNumber' | 'duplicateLoadNumber' | 'conflict';

/**
 * Writes a newly submitted invoice with its invoice and load numbers reserved for the payor (each
 * number once per payor), its tallies, and the relationship's free QuickPay when it uses one, all
 * or nothing. Says which number was taken when one was.
 */
export async function createInvoice(
  invoice: InvoiceRecord,
  freeQuickPayDelta: number,
  /** More of the same write (a highway alert holding the invoice), after the invoice's own steps. */
  alongside: readonly TransactStep[] = [],
): Promise<CreateOutcome> {
  const marker = (kind: 'INVOICE' | 'LOAD', number: string): TransactStep => ({
    Put: {
      TableName: tableName(),
      Item: { ...keys.payorDocumentNumber(invoice.payorId, kind, number), invoiceId: invoice.id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  const steps: TransactStep[] = [
    marker('INVOICE', invoice.invoiceNumber),
    marker('LOAD', invoice.loadNumber),
    { Put: { TableName: tableName(), Item: invoiceItem(invoice), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...tallySteps(invoice.payeeId, tallyDeltas(null, invoice)),
  ];
  // The invoice is indexed under its relationship's factor as read: written only if that still
  // stands, so an assignment changed meanwhile (and re-keyed without this invoice) decides again.
  const factor = relationshipFactorCondition(invoice.factorId ?? null);
  const relationshipKey = keys.relationship(invoice.payeeId, invoice.relationshipId);
  if (freeQuickPayDelta) {
    const step = freeQuickPayStep({ payeeId: invoice.payeeId, id: invoice.relationshipId }, freeQuickPayDelta);
    steps.push({
      Update: {
        ...step.Update,
        ConditionExpression: `${step.Update.ConditionExpression} AND ${factor.condition}`,
        ExpressionAttributeValues: { ...step.Update.ExpressionAttributeValues, ...factor.values },
      },
    });
  } else {
    steps.push({
      ConditionCheck: {
        TableName: tableName(),
        Key: relationshipKey,
        ConditionExpression: factor.condition,
        ExpressionAttributeValues: factor.values,
      },
    });
  }
  steps.push(...alongside);
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: steps }));
    return 'created';
  } catch (error) {
    const failure = transactionFailure(error);
    if (!failure) throw error;
    if (failure.codes[0] === 'ConditionalCheckFailed') return 'duplicateInvoiceNumber';
    if (failure.codes[1] === 'ConditionalCheckFailed') return 'duplicateLoadNumber';
    return 'conflict';
  }
}

/** The invoice a payor's invoice or load number belongs to, if it was used. */
export async function findPayorInvoiceByNumber(
  payorId: number,
  kind: 'INVOICE' | 'LOAD',
  number: string,
): Promise<InvoiceRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.payorDocumentNumber(payorId, kind, number),
      ConsistentRead: true,
    }),
  );
  return Item ? getInvoice(Number(Item.invoiceId)) : null;
}

/** The transaction step that marks an approved invoice paid by a payment (see payments.ts). */
export function markPaidUpdate(
  invoice: InvoiceRecord,
  paymentId: string,
  paidDate: string,
  at: string,
  /** The factor the payment pays, whose invoice list keeps the invoice (null: paid to the carrier). */
  factorId: number | null = null,
) {
  const factor =
    factorId === null
      ? { set: '', values: {} }
      : {
          set: ', factorId = :factorId, gsi4pk = :factorPartition, gsi4sk = :factorSort',
          values: {
            ':factorId': factorId,
            ':factorPartition': keys.factorInvoiceIndex(factorId, invoice.dates.uploaded, invoice.id).gsi4pk,
            ':factorSort': keys.factorInvoiceIndex(factorId, invoice.dates.uploaded, invoice.id).gsi4sk,
          },
        };
  return {
    Update: {
      TableName: tableName(),
      Key: keys.invoice(invoice.id),
      UpdateExpression:
        'SET #status = :paid, paymentId = :payment, #dates.#paid = :date, #dates.#statusChange = :date, ' +
        'statusHistory = list_append(statusHistory, :change), gsi1pk = :partition, gsi3pk = :payorPartition, ' +
        `version = version + :one${factor.set} ` +
        'REMOVE gsi2pk, gsi2sk',
      ConditionExpression: '#status = :approved AND (attribute_not_exists(paymentId) OR paymentId = :null)',
      ExpressionAttributeNames: {
        '#status': 'status',
        '#dates': 'dates',
        '#paid': 'paid',
        '#statusChange': 'statusChange',
      },
      ExpressionAttributeValues: {
        ':paid': InvoiceStatus.Paid,
        ':approved': InvoiceStatus.Approved,
        ':payment': paymentId,
        ':date': paidDate,
        ':change': [{ status: InvoiceStatus.Paid, at, actor: 'payout-run' }],
        ':partition': keys.payeeInvoicePartition(invoice.payeeId, InvoiceStatus.Paid),
        ':payorPartition': keys.payorInvoicePartition(invoice.payorId, InvoiceStatus.Paid),
        ':one': 1,
        ':null': null,
        ...factor.values,
      },
    },
  };
}

/**
 * Every step that marks approved invoices paid by one payment: each invoice, and the move of their
 * amounts from Approved to Paid in the payee's tallies (one step per payee and currency, so a
 * payment of 90 invoices stays within a transaction's 100 items).
 */
export function markPaidSteps(
  invoices: readonly InvoiceRecord[],
  paymentId: string,
  paidDate: string,
  at: string,
  factorId: number | null = null,
) {
  const byPayee = new Map<number, TallyDelta[]>();
  for (const invoice of invoices) {
    const deltas = tallyDeltas(invoice, { ...invoice, status: InvoiceStatus.Paid });
    byPayee.set(invoice.payeeId, [...(byPayee.get(invoice.payeeId) ?? []), ...deltas]);
  }
  return [
    ...invoices.map((invoice) => markPaidUpdate(invoice, paymentId, paidDate, at, factorId)),
    ...[...byPayee].flatMap(([payeeId, deltas]) => tallySteps(payeeId, mergeDeltas(deltas))),
  ];
}

/**
 * The steps that move invoices to their next state inside a larger transaction (a payment refund):
 * each invoice only if nobody changed it meanwhile (same version), its index keys following the new
 * state, and the tallies merged to one step per payee and currency so a payment's 90 invoices stay
 * within a transaction's 100 items.
 */
export function invoiceChangeSteps(changes: readonly Pick<InvoiceChange, 'before' | 'after'>[]): TransactStep[] {
  const byPayee = new Map<number, TallyDelta[]>();
  const puts = changes.map(({ before, after }): TransactStep => {
    const saved = { ...after, version: before.version + 1 };
    byPayee.set(before.payeeId, [...(byPayee.get(before.payeeId) ?? []), ...tallyDeltas(before, saved)]);
    return {
      Put: {
        TableName: tableName(),
        Item: invoiceItem(saved),
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': before.version },
      },
    };
  });
  return [...puts, ...[...byPayee].flatMap(([payeeId, deltas]) => tallySteps(payeeId, mergeDeltas(deltas)))];
}

/**
 * Writes many invoices at once with BatchWriteItem (25 per call, retrying what DynamoDB leaves
 * unprocessed) and adds them to their payees' tallies afterwards. For bulk loads of new data only
 * (the benchmark, imports): it overwrites without conditions and is not one transaction.
 */
export async function batchPutInvoices(invoices: readonly InvoiceRecord[], concurrency = 8): Promise<void> {
  await batchPutItems(invoices.map(invoiceItem), concurrency, 'invoices');
  const byPayee = new Map<number, InvoiceRecord[]>();
  for (const invoice of invoices) byPayee.set(invoice.payeeId, [...(byPayee.get(invoice.payeeId) ?? []), invoice]);
  for (const [payeeId, own] of byPayee) {
    await addToInvoiceTallies(payeeId, mergeDeltas(own.flatMap((invoice) => tallyDeltas(null, invoice))));
  }
}

/* ---------- reads ---------- */

export type InvoicePage = { invoices: InvoiceRecord[]; hasMore: boolean };

/**
 * What a row of the invoice list needs of an invoice (domain/invoices/invoice-list.ts
 * `rowOfInvoice`): the list reads only these attributes, not the status history and the rest, so
 * DynamoDB sends and the function parses a fraction of each item.
 */
export type InvoiceListRecord = InvoiceRowSource;

const listRowTopLevel = [
  'id',
  'payeeId',
  'payeeName',
  'version',
  'reviewNote',
  'invoiceNumber',
  'loadNumber',
  'payorId',
  'payorName',
  'relationshipId',
  'status',
  'kind',
  'currencyId',
  'grossCents',
  'feeCents',
  'netCents',
  'paymentType',
  'isFreeQuickPay',
  'feeBps',
  'expectedPayDate',
] as const satisfies readonly (keyof InvoiceListRecord)[];
const listRowDates = ['uploaded', 'approved', 'paid', 'statusChange'] as const;

/** The list row's attributes as a ProjectionExpression (every name aliased: `status` is a reserved word). */
const listRowProjection = {
  ProjectionExpression: [
    ...listRowTopLevel.map((_, index) => `#p${index}`),
    ...listRowDates.map((_, index) => `#pd.#pd${index}`),
  ].join(', '),
  names: {
    ...Object.fromEntries(listRowTopLevel.map((name, index) => [`#p${index}`, name])),
    '#pd': 'dates',
    ...Object.fromEntries(listRowDates.map((name, index) => [`#pd${index}`, name])),
  } as Record<string, string>,
};

/** A factor's list row: the list row and the factor it is listed under (checked on read). */
export type FactorInvoiceListRecord = InvoiceListRecord & { factorId: number | null };

/**
 * A factor's invoices uploaded within a range, newest first (or oldest first): one Query of the
 * factor's own index partition, read only as far as `limit` rows pass `keep` (null: every row),
 * so what it reads follows the factor's own invoices, never the rest of the table. `keep` is the
 * caller's check of each row (its relationship still assigned to the factor, the list's filters).
 */
export async function listFactorInvoiceRows(input: {
  factorId: number;
  uploadedFrom: string;
  uploadedTo: string;
  ascending: boolean;
  limit: number | null;
  keep: (row: FactorInvoiceListRecord) => boolean;
  filter?: InvoiceReadFilter;
}): Promise<{ invoices: FactorInvoiceListRecord[]; hasMore: boolean }> {
  const filter = filterExpression(input.filter);
  // Built here, not at module level: functions that never list a factor's invoices leave it out of their bundle.
  const factorRowProjection = {
    ProjectionExpression: `${listRowProjection.ProjectionExpression}, #factor`,
    names: { ...listRowProjection.names, '#factor': 'factorId' },
  };
  const kept: FactorInvoiceListRecord[] = [];
  const wanted = input.limit === null ? null : input.limit + 1;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi4',
        KeyConditionExpression: 'gsi4pk = :pk AND gsi4sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.factorInvoicePartition(input.factorId),
          ':from': `${input.uploadedFrom}#`,
          ':to': `${input.uploadedTo}#~`,
          ...filter.values,
        },
        ScanIndexForward: input.ascending,
        ExclusiveStartKey: startKey,
        // Usually every row read is kept, so read what is wanted; with a filter, bounded pages.
        ...(wanted === null ? {} : { Limit: filter.FilterExpression ? Math.max(100, wanted * 4) : wanted }),
        ...(filter.FilterExpression ? { FilterExpression: filter.FilterExpression } : {}),
        ProjectionExpression: factorRowProjection.ProjectionExpression,
        ExpressionAttributeNames: factorRowProjection.names,
      }),
    );
    for (const item of page.Items ?? []) {
      const row = { ...listRecordFromItem(item), factorId: (item.factorId as number | undefined) ?? null };
      if (input.keep(row)) kept.push(row);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey && (wanted === null || kept.length < wanted));
  return {
    invoices: input.limit === null ? kept : kept.slice(0, input.limit),
    hasMore: input.limit !== null && kept.length > input.limit,
  };
}

/** A projected item as a list record; dates absent from an old item read as null. */
function listRecordFromItem(item: Record<string, unknown>): InvoiceListRecord {
  const record = item as unknown as InvoiceListRecord;
  const dates = (record.dates ?? {}) as Partial<InvoiceListRecord['dates']>;
  return {
    ...record,
    expectedPayDate: record.expectedPayDate ?? null,
    dates: {
      uploaded: dates.uploaded ?? '',
      approved: dates.approved ?? null,
      paid: dates.paid ?? null,
      statusChange: dates.statusChange ?? dates.uploaded ?? '',
    },
  };
}

/** Filters applied while reading an owner's index partitions (DynamoDB FilterExpression). */
export type InvoiceReadFilter = {
  relationshipId?: number | undefined;
  payorId?: number | undefined;
  payeeId?: number | undefined;
  currencyId?: number | undefined;
  /** Upper-case text searched in invoice and load numbers (both are stored upper-case). */
  search?: string | undefined;
};

function filterExpression(filter: InvoiceReadFilter | undefined) {
  const parts: string[] = [];
  const values: Record<string, unknown> = {};
  if (filter?.relationshipId !== undefined) {
    parts.push('relationshipId = :relationship');
    values[':relationship'] = filter.relationshipId;
  }
  if (filter?.payorId !== undefined) {
    parts.push('payorId = :payor');
    values[':payor'] = filter.payorId;
  }
  if (filter?.payeeId !== undefined) {
    parts.push('payeeId = :payee');
    values[':payee'] = filter.payeeId;
  }
  if (filter?.currencyId !== undefined) {
    parts.push('currencyId = :currency');
    values[':currency'] = filter.currencyId;
  }
  if (filter?.search) {
    parts.push('(contains(invoiceNumber, :search) OR contains(loadNumber, :search))');
    values[':search'] = filter.search;
  }
  return parts.length > 0 ? { FilterExpression: parts.join(' AND '), values } : { values };
}

/**
 * Whose invoices a read goes through: the payee's partitions (gsi1) or the payor's (gsi3), each
 * by status and uploaded date.
 */
export type InvoiceOwner = { readonly side: 'payee' | 'payor'; readonly companyId: number };

const ownerIndexes = {
  payee: { indexName: 'gsi1', key: 'gsi1pk', sort: 'gsi1sk', partition: keys.payeeInvoicePartition },
  payor: { indexName: 'gsi3', key: 'gsi3pk', sort: 'gsi3sk', partition: keys.payorInvoicePartition },
} as const;

type PartitionRead = {
  owner: InvoiceOwner;
  status: InvoiceStatus;
  from: string;
  to: string;
  limit: number | null;
  ascending: boolean;
  filter?: InvoiceReadFilter | undefined;
};

/** Reads one status partition of an owner in uploaded-date order until `limit` items match. */
function queryStatusPartition(input: PartitionRead): Promise<InvoiceRecord[]>;
function queryStatusPartition(input: PartitionRead, rowsOnly: true): Promise<InvoiceListRecord[]>;
async function queryStatusPartition(input: PartitionRead, rowsOnly = false): Promise<InvoiceListRecord[]> {
  const filter = filterExpression(input.filter);
  const items: InvoiceListRecord[] = [];
  const projection = rowsOnly
    ? {
        ProjectionExpression: listRowProjection.ProjectionExpression,
        ExpressionAttributeNames: listRowProjection.names,
      }
    : {};
  const index = ownerIndexes[input.owner.side];
  let startKey: Record<string, unknown> | undefined;
  do {
    const wanted = input.limit === null ? undefined : input.limit - items.length;
    const query: QueryCommandInput = {
      TableName: tableName(),
      IndexName: index.indexName,
      KeyConditionExpression: `${index.key} = :pk AND ${index.sort} BETWEEN :from AND :to`,
      ExpressionAttributeValues: {
        ':pk': index.partition(input.owner.companyId, input.status),
        ':from': `${input.from}#`,
        ':to': `${input.to}#~`,
        ...filter.values,
      },
      ScanIndexForward: input.ascending,
      ExclusiveStartKey: startKey,
      // Without a filter every item read is a match, so read exactly what is wanted; with one,
      // read in bounded pages rather than DynamoDB's 1 MB default.
      ...(wanted !== undefined ? { Limit: filter.FilterExpression ? Math.max(100, wanted * 4) : wanted } : {}),
      ...(filter.FilterExpression ? { FilterExpression: filter.FilterExpression } : {}),
      ...projection,
    };
    const page = await dynamo().send(new QueryCommand(query));
    items.push(...(page.Items ?? []).map(rowsOnly ? listRecordFromItem : invoiceFromItem));
    startKey = page.LastEvaluatedKey;
  } while (startKey && (input.limit === null || items.length < input.limit));
  return input.limit === null ? items : items.slice(0, input.limit);
}

/** A page read of an owner's invoices (`listPayeeInvoices`, `listInvoiceRows`). */
type OwnerPageRead = {
  owner: InvoiceOwner;
  statuses: readonly InvoiceStatus[];
  uploadedFrom: string;
  uploadedTo: string;
  limit: number;
  ascending?: boolean;
  filter?: InvoiceReadFilter;
};

type PageRead = Omit<OwnerPageRead, 'owner'> & { payeeId: number };

const payeeOwner = (payeeId: number): InvoiceOwner => ({ side: 'payee', companyId: payeeId });

function partitionReads(input: OwnerPageRead): PartitionRead[] {
  return input.statuses.map((status) => ({
    owner: input.owner,
    status,
    from: input.uploadedFrom,
    to: input.uploadedTo,
    limit: input.limit + 1,
    ascending: input.ascending ?? false,
    filter: input.filter,
  }));
}

/** Merges the partitions' pages in uploaded-date order (then id) and keeps `limit`. */
function mergePages<T extends { id: number; dates: { uploaded: string } }>(pages: T[][], input: OwnerPageRead) {
  const newestFirst = (a: T, b: T) =>
    a.dates.uploaded === b.dates.uploaded ? b.id - a.id : a.dates.uploaded < b.dates.uploaded ? 1 : -1;
  const merged = pages.flat().sort(input.ascending ? (a, b) => -newestFirst(a, b) : newestFirst);
  return { invoices: merged.slice(0, input.limit), hasMore: merged.length > input.limit };
}

/**
 * A payee's invoices in the given statuses uploaded within a date range, newest first (or oldest
 * first): one Query per status on the payee's own index partition, each reading at most
 * `limit + 1` matching items, merged. What it reads grows with the payee's matching invoices,
 * never with the rest of the table. Filters narrow each partition as it is read.
 */
export async function listPayeeInvoices(input: PageRead): Promise<InvoicePage> {
  const read = { ...input, owner: payeeOwner(input.payeeId) };
  return mergePages(await Promise.all(partitionReads(read).map((partition) => queryStatusPartition(partition))), read);
}

/**
 * An owner's invoices for a list page: the reads and order of `listPayeeInvoices` (on the payee's
 * or the payor's own partitions), but only the attributes a list row shows (`InvoiceListRecord`).
 */
export async function listInvoiceRows(
  input: OwnerPageRead,
): Promise<{ invoices: InvoiceListRecord[]; hasMore: boolean }> {
  return mergePages(await Promise.all(partitionReads(input).map((read) => queryStatusPartition(read, true))), input);
}

/**
 * Every invoice of a payee in the given statuses (optionally within an uploaded-date range and
 * filtered), read page after page from the payee's own index partitions. For orders and date
 * types the index does not keep: the caller sorts and pages in memory, at a cost that follows the
 * payee's own invoices in those statuses.
 */
export async function listAllPayeeInvoices(input: AllRead & { payeeId: number }): Promise<InvoiceRecord[]> {
  return listAllInvoices({ ...input, owner: payeeOwner(input.payeeId) });
}

type AllRead = {
  statuses: readonly InvoiceStatus[];
  uploadedFrom?: string | undefined;
  uploadedTo?: string | undefined;
  filter?: InvoiceReadFilter | undefined;
};

/** Every invoice of an owner in the given statuses (see `listAllPayeeInvoices`). */
export function listAllInvoices(input: AllRead & { owner: InvoiceOwner }): Promise<InvoiceRecord[]>;
export function listAllInvoices(input: AllRead & { owner: InvoiceOwner }, rowsOnly: true): Promise<InvoiceListRecord[]>;
export async function listAllInvoices(
  input: AllRead & { owner: InvoiceOwner },
  rowsOnly?: true,
): Promise<InvoiceListRecord[]> {
  const pages = await Promise.all(
    input.statuses.map(
      (status) =>
        queryStatusPartition({
          owner: input.owner,
          status,
          from: input.uploadedFrom ?? '0000-00-00',
          to: input.uploadedTo ?? '9999-99-99',
          limit: null,
          ascending: false,
          filter: input.filter,
        }),
      ...(rowsOnly ? [true as const] : []),
    ),
  );
  return pages.flat();
}

/** Approved, unpaid invoices whose expected pay date is on or before `asOf`, oldest first. */
export async function listDueInvoices(asOf: string): Promise<InvoiceRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :asOf',
    ExpressionAttributeValues: { ':pk': keys.payoutDuePartition, ':asOf': `${asOf}#~` },
  });
  return items.map(invoiceFromItem);
}

/**
 * Counts a payee's invoices into tallies when none are stored yet (data written before tallies
 * existed, e.g. a developer's old local data). True when it wrote them.
 */
export async function ensureInvoiceTallies(payeeId: number): Promise<boolean> {
  if ((await getInvoiceTallies(payeeId)).length > 0) return false;
  const invoices = await listAllPayeeInvoices({ payeeId, statuses: Object.values(InvoiceStatus) });
  if (invoices.length === 0) return false;
  await addToInvoiceTallies(payeeId, talliesOf(invoices));
  return true;
}
