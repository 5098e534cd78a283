import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PaymentState } from '#shared/enums/payment-state.ts';
import type { Payment } from '../domain/payments/payment.ts';
import type { RefundPlan } from '../domain/payments/refund.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { type TransactItems, transactWriteIf } from './conditional-writes.ts';
import { type InvoiceRecord, invoiceChangeSteps, invoiceFromItem, markPaidSteps } from './invoices.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

/** A payment as stored (functions/domain/payments/payment.ts describes every field). */
export type PaymentRecord = Payment;

/**
 * Writes a payment and marks each of its invoices paid, all or nothing. Fails (false) when the
 * payment already exists or any invoice is no longer approved and unpaid, so a payout run that is
 * repeated, or races another, cannot pay an invoice twice.
 */
export async function recordPayment(
  payment: PaymentRecord,
  invoices: readonly InvoiceRecord[],
  /** Writes that stand or fall with the payment (a load advance it pays or nets: loads.ts). */
  alongside: TransactItems = [],
): Promise<boolean> {
  return transactWriteIf([
    {
      Put: {
        TableName: tableName(),
        Item: paymentItem(payment),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...markPaidSteps(invoices, payment.id, payment.paidDate, payment.createdAt),
    ...alongside,
  ]);
}

/** The stored item of a payment: its key, the payee's paid-date index, and the record. */
function paymentItem(payment: PaymentRecord) {
  return {
    ...keys.payment(payment.id),
    ...keys.payeePaymentIndex(payment.payeeId, payment.paidDate, payment.id),
    ...payment,
  };
}

/**
 * Writes a planned refund (domain/payments/refund.ts) all or nothing: the payment, only while it is
 * still paid; each of its invoices, only if unchanged since they were read; their tallies; and the
 * TERM_FEE_REFUND payment, only if it does not exist. False when any condition failed (the payment
 * was refunded or changed meanwhile): nothing was written and the caller reads again.
 */
export async function recordRefund(plan: RefundPlan): Promise<boolean> {
  return transactWriteIf([
    {
      Put: {
        TableName: tableName(),
        Item: paymentItem(plan.payment),
        ConditionExpression: '#state = :paid',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':paid': PaymentState.Paid },
      },
    },
    ...invoiceChangeSteps(plan.invoices),
    ...(plan.termFeeRefund
      ? [
          {
            Put: {
              TableName: tableName(),
              Item: paymentItem(plan.termFeeRefund),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ]
      : []),
  ]);
}

export async function getPayment(paymentId: string): Promise<PaymentRecord | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.payment(paymentId) }));
  return Item ? (withoutKeys(Item) as PaymentRecord) : null;
}

/** A payee's payments paid within a date range, newest first (the payments list's default order). */
export async function listPayeePayments(input: {
  payeeId: number;
  paidFrom: string;
  paidTo: string;
  limit: number;
}): Promise<{ payments: PaymentRecord[]; hasMore: boolean }> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.payeePaymentIndex(input.payeeId, '', '').gsi1pk,
        ':from': `${input.paidFrom}#`,
        ':to': `${input.paidTo}#~`,
      },
      ScanIndexForward: false,
      Limit: input.limit + 1,
    }),
  );
  const payments = Items.map((item) => withoutKeys(item) as PaymentRecord);
  return { payments: payments.slice(0, input.limit), hasMore: payments.length > input.limit };
}

/**
 * Every payment of a payee paid within a date range (inclusive; either end may be open), newest
 * first. Reads only the payee's own index partition, page after page: what it costs follows the
 * payee's payments, never the rest of the table.
 */
export async function listAllPayeePayments(input: {
  payeeId: number;
  paidFrom?: string | undefined;
  paidTo?: string | undefined;
}): Promise<PaymentRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.payeePaymentIndex(input.payeeId, '', '').gsi1pk,
      ':from': `${input.paidFrom ?? '0000-00-00'}#`,
      ':to': `${input.paidTo ?? '9999-99-99'}#~`,
    },
    ScanIndexForward: false,
  });
  return items.map((item) => withoutKeys(item) as PaymentRecord);
}

/**
 * The invoices a payment paid, in the payment's order (one BatchGetItem per 100 ids, retrying
 * what DynamoDB leaves unprocessed). Invoices that no longer exist are left out.
 */
export async function getPaymentInvoices(payment: Pick<PaymentRecord, 'invoiceIds'>): Promise<InvoiceRecord[]> {
  const found = new Map<number, InvoiceRecord>();
  for (let start = 0; start < payment.invoiceIds.length; start += 100) {
    let pending: Record<string, unknown>[] = payment.invoiceIds.slice(start, start + 100).map((id) => keys.invoice(id));
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      if (attempt > 8) throw new Error('BatchGetItem left invoice keys unprocessed');
      const { Responses, UnprocessedKeys } = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }),
      );
      for (const item of Responses?.[tableName()] ?? []) {
        const invoice = invoiceFromItem(item);
        found.set(invoice.id, invoice);
      }
      pending = UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return payment.invoiceIds.map((id) => found.get(id)).filter((i): i is InvoiceRecord => i !== undefined);
}
