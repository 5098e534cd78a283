import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { updateIf } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { replaceCodeItem, spendCodeItemAttempt } from './one-time-code-items.ts';
import { tableName } from './table.ts';

/**
 * The live password reset code of an address (only its salted hash). It is held aside: the
 * account's password does not change until the code is used with a new one.
 */
export type PasswordResetCodeRecord = {
  email: string;
  userId: number;
  nonce: string;
  salt: string;
  codeHash: string;
  validUntil: string;
  attemptsRemaining: number;
  usedAt: string | null;
  createdAt: string;
};

export async function getPasswordResetCode(email: string): Promise<PasswordResetCodeRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.passwordResetCode(email), ConsistentRead: true }),
  );
  return Item ? (withoutKeys(Item) as PasswordResetCodeRecord) : null;
}

/** Stores a new code in place of `previousNonce`'s (or of none); false when another request won. */
export async function replacePasswordResetCode(
  record: PasswordResetCodeRecord,
  previousNonce: string | null,
): Promise<boolean> {
  return replaceCodeItem(keys.passwordResetCode(record.email), record, previousNonce);
}

/** Spends one attempt of the code `nonce`; the attempts left, or null when none could be spent. */
export async function spendPasswordResetAttempt(email: string, nonce: string): Promise<number | null> {
  return spendCodeItemAttempt(keys.passwordResetCode(email), nonce);
}

/**
 * Marks the code `nonce` used (`at`) or, with `at` null, unused again (the pool refused the new
 * password, so the code was not spent). False when the code was replaced or its state changed
 * meanwhile.
 */
export async function setPasswordResetCodeUsed(email: string, nonce: string, at: string | null): Promise<boolean> {
  return updateIf({
    Key: keys.passwordResetCode(email),
    UpdateExpression: 'SET usedAt = :at',
    ConditionExpression: at === null ? 'nonce = :nonce AND usedAt <> :null' : 'nonce = :nonce AND usedAt = :null',
    ExpressionAttributeValues: { ':nonce': nonce, ':at': at, ':null': null },
  });
}
