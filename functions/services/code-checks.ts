import { type CodeVerdict, checkCode, type StoredCode } from '../domain/one-time-codes.ts';

/** A kind of stored one-time code, as the repositories' `oneTimeCodeStore` gives it. */
type CodeStore<Owner, R> = {
  get(owner: Owner): Promise<R | null>;
  spendAttempt(owner: Owner, nonce: string): Promise<number | null>;
};

export type CheckedCode<R> =
  | { ok: true; stored: R }
  | { ok: false; reason: Exclude<Extract<CodeVerdict, { ok: false }>['reason'], 'mismatch'> }
  /** A wrong code: one attempt was spent; `attemptsRemaining` are left (0: none). */
  | { ok: false; reason: 'mismatch'; attemptsRemaining: number };

/**
 * Judges the code entered for `owner` against the one stored (functions/domain/one-time-codes.ts)
 * and, when it is wrong, spends one of its attempts at the store, atomically: the attempts left
 * are the store's answer, so concurrent guesses cannot share one attempt.
 */
export async function checkStoredCode<Owner, R extends StoredCode & { nonce: string }>(
  store: CodeStore<Owner, R>,
  owner: Owner,
  entered: string,
  scope: string,
  now: Date,
): Promise<CheckedCode<R>> {
  const stored = await store.get(owner);
  const verdict = checkCode(stored, entered, scope, now);
  if (verdict.ok && stored) return { ok: true, stored };
  if (!verdict.ok && verdict.reason === 'mismatch' && stored) {
    return { ok: false, reason: 'mismatch', attemptsRemaining: (await store.spendAttempt(owner, stored.nonce)) ?? 0 };
  }
  return { ok: false, reason: verdict.ok || verdict.reason === 'mismatch' ? 'notSent' : verdict.reason };
}

/** The message keys of a kind of code's refusals. */
export type CodeRefusalKeys = Record<'mismatch' | 'notSent' | 'used' | 'expired' | 'noAttempts', string>;

/**
 * The message of a refused code: a wrong one with attempts left says how many (`count`); a wrong
 * one that spent the last attempt reads as having none left.
 */
export function codeRefusal(
  checked: Extract<CheckedCode<unknown>, { ok: false }>,
  keys: CodeRefusalKeys,
): { key: string; params?: { count: number } } {
  if (checked.reason !== 'mismatch') return { key: keys[checked.reason] };
  return checked.attemptsRemaining > 0
    ? { key: keys.mismatch, params: { count: checked.attemptsRemaining } }
    : { key: keys.noAttempts };
}
