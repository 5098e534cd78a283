import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredCodeRecord } from '../domain/one-time-codes.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { putIf, unlessConditionFails, updateIf } from './conditional-writes.ts';
import { withoutKeys } from './keys.ts';
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

/**
 * The reads and writes of one kind of one-time code, whose item is found by `keyOf(owner)`: the
 * live code, a new one in place of the previous, an attempt spent, and marking it used (or, with
 * `at` null, unused again). Each write is conditional on the code's nonce, as above.
 */
export function oneTimeCodeStore<Owner, R extends StoredCodeRecord>(keyOf: (owner: Owner) => ItemKey) {
  return {
    async get(owner: Owner): Promise<R | null> {
      const { Item } = await dynamo().send(
        new GetCommand({ TableName: tableName(), Key: keyOf(owner), ConsistentRead: true }),
      );
      if (!Item) return null;
      const { expiresAt: _expiresAt, ...record } = withoutKeys(Item);
      return record as R;
    },
    /** False when another request replaced the code meanwhile. */
    replace: (owner: Owner, record: R, previousNonce: string | null) =>
      replaceCodeItem(keyOf(owner), record, previousNonce),
    /** The attempts left, or null when none could be spent. */
    spendAttempt: (owner: Owner, nonce: string) => spendCodeItemAttempt(keyOf(owner), nonce),
    /** False when the code was replaced, or already was in that state. */
    setUsed: (owner: Owner, nonce: string, at: string | null) =>
      updateIf({
        Key: keyOf(owner),
        UpdateExpression: 'SET usedAt = :at',
        ConditionExpression: at === null ? 'nonce = :nonce AND usedAt <> :null' : 'nonce = :nonce AND usedAt = :null',
        ExpressionAttributeValues: { ':nonce': nonce, ':at': at, ':null': null },
      }),
  };
}
