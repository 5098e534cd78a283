import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { keys, withoutKeys } from './keys.ts';
import { epochSeconds, tableName } from './table.ts';

export type OutboxChannel = 'email' | 'text' | 'voice';

/** A message the portal sent (email, text or voice), kept for delivery and for inspection. */
export type OutboxMessage = {
  id: string;
  channel: OutboxChannel;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
  expiresAt: number;
};

const retentionSeconds = 14 * 24 * 3600;

export async function putOutboxMessage(message: Omit<OutboxMessage, 'expiresAt'>): Promise<void> {
  const item: OutboxMessage = { ...message, expiresAt: epochSeconds(new Date(message.createdAt)) + retentionSeconds };
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.outbox(item), ...keys.outboxRecipientIndex(item), ...item },
    }),
  );
}

/** Messages created after `afterSortKey` (all when absent), oldest first, and the cursor to continue. */
export async function listOutboxSince(afterSortKey?: string): Promise<{ messages: OutboxMessage[]; cursor?: string }> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: afterSortKey ? 'pk = :pk AND sk > :after' : 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.outboxPartition, ...(afterSortKey ? { ':after': afterSortKey } : {}) },
    }),
  );
  const last = Items.at(-1);
  return {
    messages: Items.map((item) => withoutKeys(item) as OutboxMessage),
    cursor: last ? String(last.sk) : afterSortKey,
  };
}

/** Messages sent to one address or number, newest first. */
export async function listOutboxFor(to: string): Promise<OutboxMessage[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.outboxRecipientIndex({ to, createdAt: '', id: '' }).gsi1pk },
      ScanIndexForward: false,
    }),
  );
  return Items.map((item) => withoutKeys(item) as OutboxMessage);
}
