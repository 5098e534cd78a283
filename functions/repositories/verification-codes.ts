import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { updateIf } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { replaceCodeItem, spendCodeItemAttempt } from './one-time-code-items.ts';
import { tableName } from './table.ts';

/**
 * The live verification code of one of a payee's contact methods (functions/domain/relationships/
 * verification-code.ts has the rules). Only the salted hash is stored; a new send replaces the item,
 * which invalidates the previous code.
 */
export type VerificationCodeRecord = {
  payeeId: number;
  contactMethodId: number;
  /** Names this code; every later write checks it, so a replaced code cannot be spent or used. */
  nonce: string;
  channel: 'email' | 'text' | 'voice';
  salt: string;
  codeHash: string;
  createdAt: string;
  sentByUserId: number;
  /** The code is refused from this instant on. */
  validUntil: string;
  attemptsRemaining: number;
  /** When a correct code was last checked (before the payment-term step). */
  verifiedAt: string | null;
  /** When a claim spent the code, and who. */
  usedAt: string | null;
  usedByUserId: number | null;
  /** Send throttling across replacements. */
  sendWindowStartedAt: string;
  sendCount: number;
  /** TTL (epoch seconds): the item is dropped a day after it was sent. */
  expiresAt: number;
};

export async function getVerificationCode(
  payeeId: number,
  contactMethodId: number,
): Promise<VerificationCodeRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.verificationCode(payeeId, contactMethodId),
      ConsistentRead: true,
    }),
  );
  return Item ? (withoutKeys(Item) as VerificationCodeRecord) : null;
}

/**
 * Stores a new code in place of `previousNonce`'s (or of none). False when another send replaced
 * it meanwhile, so two concurrent sends cannot both slip under the send limit.
 */
export async function replaceVerificationCode(
  record: Omit<VerificationCodeRecord, 'expiresAt'>,
  previousNonce: string | null,
): Promise<boolean> {
  return replaceCodeItem(keys.verificationCode(record.payeeId, record.contactMethodId), record, previousNonce);
}

/** Spends one attempt of the code `nonce`; the attempts left, or null when none could be spent. */
export async function spendAttempt(payeeId: number, contactMethodId: number, nonce: string): Promise<number | null> {
  return spendCodeItemAttempt(keys.verificationCode(payeeId, contactMethodId), nonce);
}

/** Notes that the code `nonce` was entered correctly (it stays usable for the claim). */
export async function markCodeVerified(input: {
  payeeId: number;
  contactMethodId: number;
  nonce: string;
  at: string;
}): Promise<boolean> {
  return updateIf({
    Key: keys.verificationCode(input.payeeId, input.contactMethodId),
    UpdateExpression: 'SET verifiedAt = :at',
    ConditionExpression: 'nonce = :nonce AND (attribute_not_exists(usedAt) OR usedAt = :null)',
    ExpressionAttributeValues: { ':nonce': input.nonce, ':at': input.at, ':null': null },
  });
}

/**
 * The transaction step that spends the code `nonce` with the claim it proves: it fails, and the
 * whole claim with it, when the code was replaced, used, ran out of attempts or expired meanwhile.
 */
export function spendCodeStep(input: {
  payeeId: number;
  contactMethodId: number;
  nonce: string;
  userId: number;
  at: string;
}) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.verificationCode(input.payeeId, input.contactMethodId),
      UpdateExpression: 'SET usedAt = :at, usedByUserId = :user',
      ConditionExpression:
        'nonce = :nonce AND (attribute_not_exists(usedAt) OR usedAt = :null) AND attemptsRemaining > :zero AND validUntil > :at',
      ExpressionAttributeValues: {
        ':nonce': input.nonce,
        ':at': input.at,
        ':user': input.userId,
        ':null': null,
        ':zero': 0,
      },
    },
  };
}

/**
 * The transaction step that checks a spent code still vouches for its contact method (the 'claim
 * more brokers' follow-up) without changing it.
 */
export function proofStillValidStep(input: { payeeId: number; contactMethodId: number; nonce: string }) {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.verificationCode(input.payeeId, input.contactMethodId),
      ConditionExpression: 'nonce = :nonce',
      ExpressionAttributeValues: { ':nonce': input.nonce },
    },
  };
}
