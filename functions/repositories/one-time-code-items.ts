import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { putIf, unlessConditionFails } from './conditional-writes.ts';
import { epochSeconds, tableName } from './table.ts';

/**
 * The storage rules every one-time code item follows (claim verification, registration, LoadPay
 * link codes): one live code per key, named by a nonce that every later write checks, so a code
 * replaced by a newer send can neither be spent nor used; attempts spent atomically; the item
 * dropped by TTL a day after it was sent.
 */
type ItemKey = { pk: string; sk: string };

const retentionSeconds = 24 * 3600;

/**
 * Stores a new code in place of `previousNonce`'s (or of none). False when another send replaced
 * it meanwhile, so two concurrent sends cannot both slip under the send limit.
 */
export async function replaceCodeItem(
  key: ItemKey,
  record: { nonce: string; createdAt: string },
  previousNonce: string | null,
): Promise<boolean> {
  return putIf({
    Item: { ...key, ...record, expiresAt: epochSeconds(new Date(record.createdAt)) + retentionSeconds },
    ...(previousNonce
      ? { ConditionExpression: 'nonce = :previous', ExpressionAttributeValues: { ':previous': previousNonce } }
      : { ConditionExpression: 'attribute_not_exists(pk)' }),
  });
}

/** Spends one attempt of the code `nonce`; the attempts left, or null when none could be spent. */
export async function spendCodeItemAttempt(key: ItemKey, nonce: string): Promise<number | null> {
  const output = await unlessConditionFails(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET attemptsRemaining = attemptsRemaining - :one',
        ConditionExpression: 'nonce = :nonce AND attemptsRemaining > :zero',
        ExpressionAttributeValues: { ':nonce': nonce, ':one': 1, ':zero': 0 },
        ReturnValues: 'UPDATED_NEW',
      }),
    ),
  );
  return output === null ? null : Number(output.Attributes?.attemptsRemaining ?? 0);
}
