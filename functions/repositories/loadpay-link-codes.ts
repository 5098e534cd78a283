import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { keys, withoutKeys } from './keys.ts';
import { replaceCodeItem, spendCodeItemAttempt } from './one-time-code-items.ts';
import { tableName } from './table.ts';

/**
 * The live code of a payee linking a LoadPay account (functions/domain/bank-accounts/loadpay.ts has
 * the rules): only its salted hash, the email it went to and the keyed hash of the account number
 * it is for. A new send replaces the item, which invalidates the previous code.
 */
export type LoadPayLinkCodeRecord = {
  payeeId: number;
  /** Names this code; every later write checks it, so a replaced code cannot be spent or used. */
  nonce: string;
  /** The LoadPay email, normalised (lower case). */
  email: string;
  /** The keyed hash of the LoadPay account number (never the number). */
  accountHash: string;
  salt: string;
  codeHash: string;
  createdAt: string;
  sentByUserId: number;
  /** The code is refused from this instant on. */
  validUntil: string;
  attemptsRemaining: number;
  /** When a link spent the code. */
  usedAt: string | null;
  /** Send throttling across replacements. */
  sendWindowStartedAt: string;
  sendCount: number;
};

export async function getLoadPayLinkCode(payeeId: number): Promise<LoadPayLinkCodeRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.loadPayLinkCode(payeeId), ConsistentRead: true }),
  );
  if (!Item) return null;
  const { expiresAt: _expiresAt, ...record } = withoutKeys(Item);
  return record as LoadPayLinkCodeRecord;
}

/**
 * Stores a new code in place of `previousNonce`'s (or of none). False when another send replaced
 * it meanwhile, so two concurrent sends cannot both slip under the send limit.
 */
export async function replaceLoadPayLinkCode(
  record: LoadPayLinkCodeRecord,
  previousNonce: string | null,
): Promise<boolean> {
  return replaceCodeItem(keys.loadPayLinkCode(record.payeeId), record, previousNonce);
}

/** Spends one attempt of the code `nonce`; the attempts left, or null when none could be spent. */
export async function spendLoadPayCodeAttempt(payeeId: number, nonce: string): Promise<number | null> {
  return spendCodeItemAttempt(keys.loadPayLinkCode(payeeId), nonce);
}

/**
 * The transaction step that spends the code `nonce` with the account it links: it fails, and the
 * whole link with it, when the code was replaced, used, ran out of attempts or expired meanwhile.
 */
export function spendLoadPayCodeStep(input: { payeeId: number; nonce: string; at: string }) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.loadPayLinkCode(input.payeeId),
      UpdateExpression: 'SET usedAt = :at',
      ConditionExpression:
        'nonce = :nonce AND (attribute_not_exists(usedAt) OR usedAt = :null) AND attemptsRemaining > :zero AND validUntil > :at',
      ExpressionAttributeValues: { ':nonce': input.nonce, ':at': input.at, ':null': null, ':zero': 0 },
    },
  };
}
