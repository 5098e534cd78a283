import type { StoredCodeRecord } from '../domain/one-time-codes.ts';
import { keys } from './keys.ts';
import { oneTimeCodeStore } from './one-time-code-items.ts';

/**
 * The live password reset code of an address (only its salted hash). It is held aside: the
 * account's password does not change until the code is used with a new one.
 */
export type PasswordResetCodeRecord = StoredCodeRecord & { email: string; userId: number };

/** The codes by address: get, replace, spend an attempt, mark used (or unused again). */
export const passwordResetCodes = oneTimeCodeStore<string, PasswordResetCodeRecord>(keys.passwordResetCode);
