import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { updateIf } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { replaceCodeItem, spendCodeItemAttempt } from './one-time-code-items.ts';
import { tableName } from './table.ts';

/**
 * A signed-in user's move of their MFA phone to a new number, waiting for the code texted there
 * (only its salted hash). The pool keeps the old number until the code comes back.
 */
export type MfaPhoneChangeRecord = {
  userId: number;
  phoneNumber: string;
  nonce: string;
  salt: string;
  codeHash: string;
  validUntil: string;
  attemptsRemaining: number;
  usedAt: string | null;
  createdAt: string;
};

export async function getMfaPhoneChange(userId: number): Promise<MfaPhoneChangeRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.mfaPhoneChange(userId), ConsistentRead: true }),
  );
  return Item ? (withoutKeys(Item) as MfaPhoneChangeRecord) : null;
}

/** Stores a new pending change in place of `previousNonce`'s (or of none); false when another won. */
export async function replaceMfaPhoneChange(
  record: MfaPhoneChangeRecord,
  previousNonce: string | null,
): Promise<boolean> {
  return replaceCodeItem(keys.mfaPhoneChange(record.userId), record, previousNonce);
}

/** Spends one attempt of the code `nonce`; the attempts left, or null when none could be spent. */
export async function spendMfaPhoneChangeAttempt(userId: number, nonce: string): Promise<number | null> {
  return spendCodeItemAttempt(keys.mfaPhoneChange(userId), nonce);
}

/** Marks the code `nonce` used; false when it was used or replaced meanwhile. */
export async function markMfaPhoneChangeUsed(userId: number, nonce: string, at: string): Promise<boolean> {
  return updateIf({
    Key: keys.mfaPhoneChange(userId),
    UpdateExpression: 'SET usedAt = :at',
    ConditionExpression: 'nonce = :nonce AND usedAt = :null',
    ExpressionAttributeValues: { ':nonce': nonce, ':at': at, ':null': null },
  });
}
