import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import type { PaymentType } from '#shared/enums/payment-type.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { keys, withoutKeys } from './keys.ts';
import { isConditionalCheckFailure, tableName } from './table.ts';

/** The dates an invoice carries, one per date type (seeds 000 §3), each YYYY-MM-DD or null. */
export type InvoiceDates = {
  uploaded: string;
  approved: string | null;
  paid: string | null;
  approvedSet: string | null;
  drafted: string | null;
  statusChange: string;
  advanceScheduled: string | null;
  invoiceRequested: string | null;
  paymentScheduled: string | null;
};

export type InvoiceStatusChange = { status: InvoiceStatus; at: string; actor: string };

export type InvoiceRecord = {
  id: number;
  payeeId: number;
  payorId: number;
  payorName: string;
  relationshipId: number;
  invoiceNumber: string;
  loadNumber: string;
  kind: InvoiceKind;
  currencyId: number;
  grossCents: number;
  status: InvoiceStatus;
  paymentType: PaymentType;
  feeBps: number;
  feeCents: number;
  netCents: number;
  isFreeQuickPay: boolean;
  dates: InvoiceDates;
  expectedPayDate: string | null;
  paymentId: string | null;
  /** Every status the invoice has had, oldest first (the status-history tracker). */
  statusHistory: InvoiceStatusChange[];
  /** Optimistic concurrency: every write checks and bumps it. */
  version: number;
};

/** The index keys an invoice carries in its current state. */
function indexKeys(invoice: InvoiceRecord) {
  const due =
    invoice.status === InvoiceStatus.Approved && invoice.expectedPayDate && !invoice.paymentId
      ? keys.payoutDueIndex(invoice.expectedPayDate, invoice.id)
      : {};
  return { ...keys.payeeInvoiceIndex(invoice.payeeId, invoice.status, invoice.dates.uploaded, invoice.id), ...due };
}

export function invoiceItem(invoice: InvoiceRecord) {
  return { ...keys.invoice(invoice.id), ...indexKeys(invoice), ...invoice };
}

export function invoiceFromItem(item: Record<string, unknown>): InvoiceRecord {
  return withoutKeys(item) as InvoiceRecord;
}

export async function putInvoiceIfAbsent(invoice: InvoiceRecord): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: invoiceItem(invoice),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export async function getInvoice(invoiceId: number): Promise<InvoiceRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.invoice(invoiceId), ConsistentRead: true }),
  );
  return Item ? invoiceFromItem(Item) : null;
}

/**
 * Replaces an invoice with its next state if nobody changed it meanwhile (same version); the
 * index keys follow the new state. False when the version moved on.
 */
export async function saveInvoice(next: InvoiceRecord, expectedVersion: number): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: invoiceItem({ ...next, version: expectedVersion + 1 }),
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': expectedVersion },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** The transaction step that marks an approved invoice paid by a payment (see payments.ts). */
export function markPaidUpdate(invoice: InvoiceRecord, paymentId: string, paidDate: string, at: string) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.invoice(invoice.id),
      UpdateExpression:
        'SET #status = :paid, paymentId = :payment, #dates.#paid = :date, #dates.#statusChange = :date, ' +
        'statusHistory = list_append(statusHistory, :change), gsi1pk = :partition, version = version + :one ' +
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
        ':one': 1,
        ':null': null,
      },
    },
  };
}

export type InvoicePage = { invoices: InvoiceRecord[]; hasMore: boolean };

/**
 * A payee's invoices in the given statuses uploaded within a date range, newest first: one Query
 * per status on the payee's own index partition, merged. What it reads grows with the payee's
 * matching invoices, never with the rest of the table.
 */
export async function listPayeeInvoices(input: {
  payeeId: number;
  statuses: readonly InvoiceStatus[];
  uploadedFrom: string;
  uploadedTo: string;
  limit: number;
}): Promise<InvoicePage> {
  const pages = await Promise.all(
    input.statuses.map((status) =>
      dynamo().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': keys.payeeInvoicePartition(input.payeeId, status),
            ':from': `${input.uploadedFrom}#`,
            ':to': `${input.uploadedTo}#~`,
          },
          ScanIndexForward: false,
          Limit: input.limit + 1,
        }),
      ),
    ),
  );
  const merged = pages
    .flatMap((page) => page.Items ?? [])
    .map(invoiceFromItem)
    .sort((a, b) =>
      a.dates.uploaded === b.dates.uploaded ? b.id - a.id : a.dates.uploaded < b.dates.uploaded ? 1 : -1,
    );
  return { invoices: merged.slice(0, input.limit), hasMore: merged.length > input.limit };
}

/** Approved, unpaid invoices whose expected pay date is on or before `asOf`, oldest first. */
export async function listDueInvoices(asOf: string): Promise<InvoiceRecord[]> {
  const invoices: InvoiceRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :asOf',
        ExpressionAttributeValues: { ':pk': keys.payoutDuePartition, ':asOf': `${asOf}#~` },
        ExclusiveStartKey: startKey,
      }),
    );
    invoices.push(...(page.Items ?? []).map(invoiceFromItem));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return invoices;
}
