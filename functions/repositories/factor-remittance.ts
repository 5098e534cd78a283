import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Payment } from '../domain/payments/payment.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { type TransactItems, transactWriteIf } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { type OutboxMessage, outboxPut } from './outbox.ts';
import { queryAll } from './paged-reads.ts';
import { epochSeconds, tableName } from './table.ts';

/*
 * The daily remittance email (issue 16): which factors were paid on a day, and whether the day's
 * email to each went out.
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

/** What became of a factor's remittance email for a day. */
export type RemittanceNoticeRecord = {
  factorId: number;
  day: string;
  outcome: 'sent' | 'skipped';
  /** Why nothing was sent (`skipped`). */
  reason: 'noRemittanceEmail' | null;
  /** Where it went (`sent`) and the outbox message that carries it. */
  to: string | null;
  messageId: string | null;
  paymentIds: string[];
  createdAt: string;
};

export async function getRemittanceNotice(factorId: number, day: string): Promise<RemittanceNoticeRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.factorRemittanceNotice(factorId, day),
      ConsistentRead: true,
    }),
  );
  return Item ? (withoutKeys(Item) as RemittanceNoticeRecord) : null;
}

/**
 * Records the day's notice with its email (none when skipped) in one transaction, only if no notice
 * of that factor and day exists: a rerun, a retry or a run at the same time writes nothing and sends
 * nothing twice. False when one existed (nothing written).
 */
export async function recordRemittanceNotice(
  notice: RemittanceNoticeRecord,
  message: Omit<OutboxMessage, 'expiresAt'> | null,
): Promise<boolean> {
  return transactWriteIf([
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.factorRemittanceNotice(notice.factorId, notice.day), ...notice },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...(message ? [outboxPut(message)] : []),
  ]);
}
