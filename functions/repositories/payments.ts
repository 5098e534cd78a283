import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import type { Payment } from '../domain/payments/payment.ts';
import type { RefundPlan } from '../domain/payments/refund.ts';
import { nextMonth } from '../domain/statements/periods.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { type TransactItems, transactWriteIf } from './conditional-writes.ts';
import { factorPaidDaySteps } from './factor-paid-days.ts';
import { type InvoiceRecord, invoiceChangeSteps, invoiceFromItem, markPaidSteps } from './invoices.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

/** A payment as stored (functions/domain/payments/payment.ts describes every field). */
export type PaymentRecord = Payment;

/**
 * Writes a payment and marks each of its invoices paid, all or nothing, with `extraSteps` (the
 * credit notes it repays, repositories/credit-notes.ts) and, for a payment to a factor, its
 * paid-day marker (the daily remittance email's list). Fails (false) when the payment already
 * exists, any invoice is no longer approved and unpaid, or any extra step's condition fails, so a
 * payout run that is repeated, or races another, cannot pay an invoice or repay a note twice.
 */
export async function recordPayment(
  payment: PaymentRecord,
  invoices: readonly InvoiceRecord[],
  extraSteps: TransactItems = [],
): Promise<boolean> {
  return transactWriteIf([
    {
      Put: {
        TableName: tableName(),
        Item: paymentItem(payment),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...markPaidSteps(
      invoices,
      payment.id,
      payment.paidDate,
      payment.createdAt,
      payment.paidTo?.kind === 'factor' ? payment.paidTo.factorId : null,
    ),
    ...factorPaidDaySteps(payment),
    ...extraSteps,
  ]);
}

/** Whether a payor funds the payment: one made on its behalf (a TERM_FEE_REFUND is LanePay's). */
function payorOf(payment: PaymentRecord): number | null {
  return payment.payorId !== undefined && payment.payoutType !== PayoutType.TERM_FEE_REFUND ? payment.payorId : null;
}

/**
 * The stored item of a payment: its key, the payee's paid-date index, the payor's (when a payor
 * funds it), the undrafted payments' index while it is paid and no draft covers it, and the record.
 */
export function paymentItem(payment: PaymentRecord) {
  const payorId = payorOf(payment);
  const undrafted = payorId !== null && !payment.draftId && payment.state === PaymentState.Paid;
  return {
    ...keys.payment(payment.id),
    ...keys.payeePaymentIndex(payment.payeeId, payment.paidDate, payment.id),
    ...(payorId !== null ? keys.payorPaymentIndex(payorId, payment.paidDate, payment.id) : {}),
    ...(undrafted ? keys.undraftedPaymentIndex(payment.paidDate, payment.id) : {}),
    ...(payorId !== null && payment.refund ? keys.refundMonthIndex(payment.refund.date, payorId, payment.id) : {}),
    ...(payment.paidTo?.kind === 'factor'
      ? keys.factorPaymentIndex(payment.paidTo.factorId, payment.paidDate, payment.id)
      : {}),
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
      // Written only on the payment as read: still paid, and drafted (or not) as it was, so a draft
      // recorded between the read and this write is never overwritten (the refund reads again).
      Put: {
        TableName: tableName(),
        Item: paymentItem(plan.payment),
        ConditionExpression: plan.payment.draftId
          ? '#state = :paid AND draftId = :draft'
          : '#state = :paid AND (attribute_not_exists(draftId) OR draftId = :null)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: plan.payment.draftId
          ? { ':paid': PaymentState.Paid, ':draft': plan.payment.draftId }
          : { ':paid': PaymentState.Paid, ':null': null },
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

/** The item of a payment stored before the payor indexes existed, with them (infra/local/provision.ts). */
export function paymentItemOf(item: Record<string, unknown>): Record<string, unknown> {
  return paymentItem(withoutKeys(item) as PaymentRecord);
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

/** Payments no draft covers yet, paid on or before `asOf`, oldest first (the draft step's input). */
export async function listUndraftedPayments(asOf: string): Promise<PaymentRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk <= :asOf',
    ExpressionAttributeValues: { ':pk': keys.undraftedPaymentPartition, ':asOf': `${asOf}#~` },
  });
  return items.map((item) => withoutKeys(item) as PaymentRecord);
}

/**
 * One payor's payments no draft covers yet, oldest first: the undrafted payments' index filtered to
 * the payor. That index holds only what the next runs will draft (a week of weekly payors' payments
 * at most, when runs go well), so it is smaller than the payor's own history, which has no index of
 * its undrafted payments.
 */
export async function listPayorUndraftedPayments(payorId: number): Promise<PaymentRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    FilterExpression: 'payorId = :payor',
    ExpressionAttributeValues: { ':pk': keys.undraftedPaymentPartition, ':payor': payorId },
  });
  return items.map((item) => withoutKeys(item) as PaymentRecord);
}

/**
 * Every payment made on a payor's behalf paid within a date range (either end may be open), newest
 * first: only the payor's own index partition is read.
 */
export async function listPayorPayments(input: {
  payorId: number;
  paidFrom?: string | undefined;
  paidTo?: string | undefined;
}): Promise<PaymentRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.payorPaymentPartition(input.payorId),
      ':from': `${input.paidFrom ?? '0000-00-00'}#`,
      ':to': `${input.paidTo ?? '9999-99-99'}#~`,
    },
    ScanIndexForward: false,
  });
  return items.map((item) => withoutKeys(item) as PaymentRecord);
}

/** Payments by id (BatchGetItem, 100 at a time, retrying what is left unprocessed); missing ones left out. */
export async function getPayments(paymentIds: readonly string[]): Promise<PaymentRecord[]> {
  const found = new Map<string, PaymentRecord>();
  for (let start = 0; start < paymentIds.length; start += 100) {
    let pending: Record<string, unknown>[] = paymentIds.slice(start, start + 100).map((id) => keys.payment(id));
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      if (attempt > 8) throw new Error('BatchGetItem left payment keys unprocessed');
      const { Responses, UnprocessedKeys } = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }),
      );
      for (const item of Responses?.[tableName()] ?? []) {
        const payment = withoutKeys(item) as PaymentRecord;
        found.set(payment.id, payment);
      }
      pending = UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return paymentIds.map((id) => found.get(id)).filter((p): p is PaymentRecord => p !== undefined);
}

/**
 * The transaction step that records the draft funding a payment: only while the payment is paid and
 * no draft covers it, so no payment is drafted twice. It leaves the undrafted payments' index.
 */
export function markDraftedStep(paymentId: string, draftId: string, draftDate: string) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.payment(paymentId),
      UpdateExpression: 'SET draftId = :draft, draftDate = :date REMOVE gsi3pk, gsi3sk',
      ConditionExpression:
        'attribute_exists(pk) AND #state = :paid AND (attribute_not_exists(draftId) OR draftId = :null)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':draft': draftId, ':date': draftDate, ':paid': PaymentState.Paid, ':null': null },
    },
  };
}

/**
 * Payments made on payors' behalf refunded within a date range (inclusive), by refund date: one
 * payor's when `payorId` is given. Reads the refunds' month index (sparse) of each month the range
 * touches.
 */
export async function listRefundedPayments(from: string, to: string, payorId?: number): Promise<PaymentRecord[]> {
  const found: PaymentRecord[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = nextMonth(month)) {
    const items = await queryAll({
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': keys.refundMonthPartition(month), ':from': `${from}#`, ':to': `${to}#~` },
    });
    found.push(...items.map((item) => withoutKeys(item) as PaymentRecord));
  }
  return payorId === undefined ? found : found.filter((payment) => payment.payorId === payorId);
}

/** The payments made to a factor (its index, written with each payment that pays it), newest first. */
export async function listFactorPayments(factorId: number): Promise<PaymentRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi4',
    KeyConditionExpression: 'gsi4pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.factorPaymentPartition(factorId) },
    ScanIndexForward: false,
  });
  return items.map((item) => withoutKeys(item) as PaymentRecord);
}
