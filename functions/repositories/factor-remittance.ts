import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { transactWriteIf } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { type OutboxMessage, outboxPut } from './outbox.ts';
import { tableName } from './table.ts';

/*
 * The daily remittance email (issue 16): whether the day's email to a factor went out. Which factors
 * were paid on a day is repositories/factor-paid-days.ts's.
 */

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
