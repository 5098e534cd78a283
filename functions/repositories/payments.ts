import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import type { PaymentState } from '#shared/enums/payment-state.ts';
import type { PayoutType } from '#shared/enums/payout.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { type InvoiceRecord, markPaidUpdate } from './invoices.ts';
import { keys, withoutKeys } from './keys.ts';
import { isTransactionConditionFailure, tableName } from './table.ts';

export type PaymentRecord = {
  id: string;
  code: string;
  confirmationNumber: string;
  payeeId: number;
  bankAccountId: number;
  bankAccountName: string;
  methodType: PaymentMethodType;
  currencyId: number;
  payoutType: PayoutType;
  state: PaymentState;
  paidDate: string;
  invoiceIds: number[];
  loadNumbers: string[];
  grossCents: number;
  termFeeCents: number;
  subTotalCents: number;
  bankFeeCents: number;
  netCents: number;
  freeQuickPayCount: number;
  checkNumber: string | null;
  checkCashed: boolean | null;
  createdAt: string;
};

/**
 * Writes a payment and marks each of its invoices paid, all or nothing. Fails (false) when the
 * payment already exists or any invoice is no longer approved and unpaid, so a payout run that is
 * repeated, or races another, cannot pay an invoice twice.
 */
export async function recordPayment(payment: PaymentRecord, invoices: readonly InvoiceRecord[]): Promise<boolean> {
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.payment(payment.id),
                ...keys.payeePaymentIndex(payment.payeeId, payment.paidDate, payment.id),
                ...payment,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...invoices.map((invoice) => markPaidUpdate(invoice, payment.id, payment.paidDate, payment.createdAt)),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isTransactionConditionFailure(error)) return false;
    throw error;
  }
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
