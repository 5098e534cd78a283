import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { keys, withoutKeys } from './keys.ts';
import { epochSeconds, tableName } from './table.ts';

/**
 * Why a resubmit-queue message failed, kept by message id: SQS keeps no error with a message, so
 * the worker writes one item per failing message (the first error stays, the last one and the count
 * move on). The dead-letter listing reads them back. They expire with the dead-letter queue's
 * retention.
 */
/** As long as the dead-letter queue keeps messages (infra/definitions/queues.ts: 14 days). */
const retentionSeconds = 14 * 24 * 3600;

export type ResubmitFailureRecord = {
  messageId: string;
  billId: string | null;
  firstError: string;
  firstFailedAt: string;
  lastError: string;
  lastFailedAt: string;
  /** How many receives of the message failed. */
  failures: number;
};

/** Records one failed attempt (one UpdateItem). */
export async function recordResubmitFailure(input: {
  messageId: string;
  billId: string | null;
  error: string;
  at?: Date;
}): Promise<void> {
  const at = input.at ?? new Date();
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.resubmitFailure(input.messageId),
      UpdateExpression:
        'SET messageId = :id, billId = if_not_exists(billId, :billId), firstError = if_not_exists(firstError, :error), ' +
        'firstFailedAt = if_not_exists(firstFailedAt, :at), lastError = :error, lastFailedAt = :at, expiresAt = :expires ' +
        'ADD failures :one',
      ExpressionAttributeValues: {
        ':id': input.messageId,
        ':billId': input.billId,
        ':error': input.error.slice(0, 1000),
        ':at': at.toISOString(),
        ':expires': epochSeconds(at) + retentionSeconds,
        ':one': 1,
      },
    }),
  );
}

/** The failure records of these message ids (those that have one), by message id. */
export async function getResubmitFailures(messageIds: readonly string[]): Promise<Map<string, ResubmitFailureRecord>> {
  const found = new Map<string, ResubmitFailureRecord>();
  const unique = [...new Set(messageIds)];
  for (let start = 0; start < unique.length; start += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName()]: { Keys: unique.slice(start, start + 100).map((id) => keys.resubmitFailure(id)) },
    };
    for (let attempt = 0; request && Object.keys(request).length > 0 && attempt < 5; attempt++) {
      const result = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
      for (const item of result.Responses?.[tableName()] ?? []) {
        const { expiresAt: _expires, ...record } = withoutKeys(item) as ResubmitFailureRecord & { expiresAt: number };
        found.set(record.messageId, record);
      }
      request = result.UnprocessedKeys as typeof request;
    }
  }
  return found;
}
