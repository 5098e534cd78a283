import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import * as z from 'zod';
import { dynamo } from '../lib/aws-clients.ts';
import { updateIf } from './conditional-writes.ts';
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

/**
 * What the production delivery (functions/delivery/handler.ts) writes onto a message. An attempt
 * first claims the message (`deliveryAttemptId`), then records exactly one outcome: `deliveredAt`
 * with the provider's message id, or `failedAt` with a reason. Every write is conditional, so a
 * stream record delivered again finds the outcome and sends nothing.
 */
export type OutboxDelivery = {
  deliveryAttemptId?: string;
  deliveryStartedAt?: string;
  /** Attempts that claimed the message, including released ones. */
  deliveryAttempts?: number;
  /** Why the last released attempt gave the message back (a transient provider error). */
  lastDeliveryError?: string;
  deliveredAt?: string;
  providerMessageId?: string;
  failedAt?: string;
  failureReason?: string;
};

export type OutboxRecord = OutboxMessage & OutboxDelivery;

type OutboxKey = Pick<OutboxMessage, 'createdAt' | 'id'>;

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

/** The Put of a message, for a transaction that sends it only if the rest is written. */
export function outboxPut(message: Omit<OutboxMessage, 'expiresAt'>) {
  const item: OutboxMessage = { ...message, expiresAt: epochSeconds(new Date(message.createdAt)) + retentionSeconds };
  return {
    Put: { TableName: tableName(), Item: { ...keys.outbox(item), ...keys.outboxRecipientIndex(item), ...item } },
  };
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

const stringValue = z.object({ S: z.string() });
/** An outbox item as the table's stream carries it (NEW_IMAGE, DynamoDB attribute values). */
const outboxImageSchema = z.object({
  id: stringValue,
  channel: z.object({ S: z.enum(['email', 'text', 'voice']) }),
  to: stringValue,
  subject: stringValue,
  body: stringValue,
  createdAt: stringValue,
  expiresAt: z.object({ N: z.string().regex(/^\d+$/) }),
});

/**
 * The message a stream record announces, or null when the record is not the insertion of an
 * outbox item (the event source filter already drops those; this keeps the handler safe without
 * it). A malformed outbox item throws: it is reported as failed rather than silently skipped.
 */
export function outboxMessageFromStreamRecord(record: DynamoDBRecord): OutboxMessage | null {
  if (record.eventName !== 'INSERT' || record.dynamodb?.Keys?.pk?.S !== keys.outboxPartition) return null;
  const image = outboxImageSchema.parse(record.dynamodb.NewImage);
  return {
    id: image.id.S,
    channel: image.channel.S,
    to: image.to.S,
    subject: image.subject.S,
    body: image.body.S,
    createdAt: image.createdAt.S,
    expiresAt: Number(image.expiresAt.N),
  };
}

/** One outbox item with its delivery state, read consistently (it decides whether to send). */
export async function getOutboxRecord(message: OutboxKey): Promise<OutboxRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.outbox(message), ConsistentRead: true }),
  );
  return Item ? (withoutKeys(Item) as OutboxRecord) : null;
}

/** Neither an outcome nor a live claim: the condition under which an attempt may claim a message. */
const unclaimed =
  'attribute_not_exists(deliveryAttemptId) AND attribute_not_exists(deliveredAt) AND attribute_not_exists(failedAt)';
/** The attempt still holds the message and no outcome is recorded yet. */
const heldBy = 'deliveryAttemptId = :attempt AND attribute_not_exists(deliveredAt) AND attribute_not_exists(failedAt)';

export type OutboxClaim = { claimed: true } | { claimed: false; record: OutboxRecord | null };

/**
 * Claims a message for one delivery attempt. Refused when the message is gone, already has an
 * outcome, or is held by another attempt; the refusal carries the item as it stands.
 */
export async function claimOutboxDelivery(message: OutboxKey, attemptId: string, at: Date): Promise<OutboxClaim> {
  const claimed = await updateIf({
    Key: keys.outbox(message),
    UpdateExpression: 'SET deliveryAttemptId = :attempt, deliveryStartedAt = :at ADD deliveryAttempts :one',
    ConditionExpression: `attribute_exists(pk) AND ${unclaimed}`,
    ExpressionAttributeValues: { ':attempt': attemptId, ':at': at.toISOString(), ':one': 1 },
  });
  return claimed ? { claimed: true } : { claimed: false, record: await getOutboxRecord(message) };
}

/**
 * Gives a claimed message back after a failed send (a thrown provider error), so the retried
 * stream record can claim it again; the error is kept on the item. False when the attempt no
 * longer holds it.
 */
export async function releaseOutboxDelivery(message: OutboxKey, attemptId: string, error: string): Promise<boolean> {
  return conditionalUpdate(message, {
    UpdateExpression: 'REMOVE deliveryAttemptId, deliveryStartedAt SET lastDeliveryError = :error',
    ExpressionAttributeValues: { ':attempt': attemptId, ':error': error.slice(0, 500) },
  });
}

/** Records that the provider accepted the message; false when `attemptId` does not hold it (nothing written). */
export async function recordOutboxDelivered(
  message: OutboxKey,
  attemptId: string,
  outcome: { at: Date; providerMessageId: string },
): Promise<boolean> {
  return conditionalUpdate(message, {
    UpdateExpression: 'SET deliveredAt = :at, providerMessageId = :providerMessageId',
    ExpressionAttributeValues: {
      ':attempt': attemptId,
      ':at': outcome.at.toISOString(),
      ':providerMessageId': outcome.providerMessageId,
    },
  });
}

/**
 * Records that the message will not be delivered (the provider refused it for good, the channel
 * has no provider, or an attempt died with the outcome unknown); false when `attemptId` does not
 * hold it (nothing written).
 */
export async function recordOutboxFailed(
  message: OutboxKey,
  attemptId: string,
  outcome: { at: Date; reason: string },
): Promise<boolean> {
  return conditionalUpdate(message, {
    UpdateExpression: 'SET failedAt = :at, failureReason = :reason',
    ExpressionAttributeValues: { ':attempt': attemptId, ':at': outcome.at.toISOString(), ':reason': outcome.reason },
  });
}

async function conditionalUpdate(
  message: OutboxKey,
  update: { UpdateExpression: string; ExpressionAttributeValues: Record<string, unknown> },
): Promise<boolean> {
  return updateIf({ Key: keys.outbox(message), ConditionExpression: heldBy, ...update });
}
