import type { StoredCodeRecord } from '../domain/one-time-codes.ts';
import { keys } from './keys.ts';
import { oneTimeCodeStore } from './one-time-code-items.ts';

/**
 * A signed-in user's move of their MFA phone to a new number, waiting for the code texted there
 * (only its salted hash). The pool keeps the old number until the code comes back.
 */
export type MfaPhoneChangeRecord = StoredCodeRecord & { userId: number; phoneNumber: string };

/** The pending changes by user id: get, replace, spend an attempt, mark used. */
export const mfaPhoneChanges = oneTimeCodeStore<number, MfaPhoneChangeRecord>(keys.mfaPhoneChange);
