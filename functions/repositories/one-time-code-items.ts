import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { epochSeconds, isConditionalCheckFailure, tableName } from './table.ts';

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
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, ...record, expiresAt: epochSeconds(new Date(record.createdAt)) + retentionSeconds },
        ...(previousNonce
          ? { ConditionExpression: 'nonce = :previous', ExpressionAttributeValues: { ':previous': previousNonce } }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** Spends one attempt of the code `nonce`; the attempts left, or null when none could be spent. */
export async function spendCodeItemAttempt(key: ItemKey, nonce: string): Promise<number | null> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET attemptsRemaining = attemptsRemaining - :one',
        ConditionExpression: 'nonce = :nonce AND attemptsRemaining > :zero',
        ExpressionAttributeValues: { ':nonce': nonce, ':one': 1, ':zero': 0 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.attemptsRemaining ?? 0);
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}
