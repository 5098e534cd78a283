import type { Payment } from '../domain/payments/payment.ts';
import type { TransactItems } from './conditional-writes.ts';
import { keys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { epochSeconds, tableName } from './table.ts';

/*
 * Which factors were paid on a day (the daily remittance email, issue 16): a marker per payment to a
 * factor, written by the payout run with the payment. Apart from the email's notices so that every
 * function that records payments carries only this.
 */

/** A day's markers outlive any rerun that could ask for that day (the schedule reads yesterday's). */
const paidDayRetentionSeconds = 90 * 24 * 3600;

/**
 * The marker of a payment made to a factor, for the payment's own transaction
 * (repositories/payments.ts recordPayment); nothing for a payment to anyone else.
 */
export function factorPaidDaySteps(payment: Pick<Payment, 'id' | 'paidDate' | 'paidTo'>): TransactItems {
  if (payment.paidTo?.kind !== 'factor') return [];
  const { factorId } = payment.paidTo;
  const paidAt = new Date(`${payment.paidDate}T12:00:00Z`);
  return [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.factorPaidDay(payment.paidDate, factorId, payment.id),
          factorId,
          paymentId: payment.id,
          paidDate: payment.paidDate,
          expiresAt: epochSeconds(paidAt) + paidDayRetentionSeconds,
        },
      },
    },
  ];
}

/** The payments made to factors on a day (YYYY-MM-DD, Chicago), grouped by factor, both in id order. */
export async function listFactorPaymentsPaidOn(day: string): Promise<Map<number, string[]>> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.factorPaidDayPartition(day) },
  });
  const byFactor = new Map<number, string[]>();
  for (const item of items) {
    const factorId = Number(item.factorId);
    byFactor.set(factorId, [...(byFactor.get(factorId) ?? []), String(item.paymentId)]);
  }
  return byFactor;
}
