import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * Rules of the six-digit codes the portal sends to prove control of an email or phone (claiming a
 * payor relationship, registering a carrier). Plain functions: repositories store what they produce
 * and services apply their verdicts. Only a salted HMAC of a code is ever stored.
 */

export const oneTimeCodeLength = 6;
/** At most this many codes per destination within `sendWindowMs`. */
export const maxSendsPerWindow = 5;
export const sendWindowMs = 15 * 60 * 1000;

/** A uniformly random six-digit code (leading zeros kept). */
export function generateCode(random: (max: number) => number = (max) => randomInt(0, max)): string {
  return String(random(10 ** oneTimeCodeLength)).padStart(oneTimeCodeLength, '0');
}

/** A fresh per-code salt (hex). */
export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The stored form of a code: HMAC-SHA256 keyed with the per-code salt over what the code is for
 * (`scope`) and the code, so a leaked table holds no code and a hash cannot be replayed elsewhere.
 */
export function hashCode(code: string, salt: string, scope: string): string {
  return createHmac('sha256', Buffer.from(salt, 'hex')).update(`${scope}:${code}`).digest('hex');
}

/**
 * What is stored of a code: never the code, only its salted hash and the rules it is held to, named
 * by a nonce every later write checks (a replaced code can neither be spent nor used).
 */
export type StoredCodeRecord = StoredCode & { nonce: string; createdAt: string };
type NewStoredCode = StoredCodeRecord & { usedAt: null };

/**
 * A new code for `scope` (sent to its owner) and what to store of it: a fresh nonce that names it,
 * its salted hash, when it expires and how many tries it allows.
 */
export function newCode(
  scope: string,
  now: Date,
  rules: { lifetimeMs: number; attempts: number },
): { code: string; stored: NewStoredCode } {
  const code = generateCode();
  const salt = newSalt();
  return {
    code,
    stored: {
      nonce: randomUUID(),
      salt,
      codeHash: hashCode(code, salt, scope),
      validUntil: new Date(now.getTime() + rules.lifetimeMs).toISOString(),
      attemptsRemaining: rules.attempts,
      usedAt: null,
      createdAt: now.toISOString(),
    },
  };
}

/** What the code check needs of a stored code. */
export type StoredCode = {
  salt: string;
  codeHash: string;
  validUntil: string;
  attemptsRemaining: number;
  usedAt: string | null;
};

export type CodeVerdict =
  | { ok: true }
  | { ok: false; reason: 'notSent' | 'used' | 'expired' | 'noAttempts' }
  /** A wrong code: one attempt is spent, `attemptsRemaining` is what is left after it. */
  | { ok: false; reason: 'mismatch'; attemptsRemaining: number };

/**
 * Judges an entered code against the stored one at `now`: a used code stays used, an expired one
 * stays expired, a code without attempts left refuses even the right digits, and a wrong code
 * spends one attempt.
 */
export function checkCode(stored: StoredCode | null, entered: string, scope: string, now: Date): CodeVerdict {
  if (!stored) return { ok: false, reason: 'notSent' };
  if (stored.usedAt) return { ok: false, reason: 'used' };
  if (now.getTime() >= Date.parse(stored.validUntil)) return { ok: false, reason: 'expired' };
  if (stored.attemptsRemaining <= 0) return { ok: false, reason: 'noAttempts' };
  const expected = Buffer.from(stored.codeHash, 'hex');
  const actual = Buffer.from(hashCode(entered, stored.salt, scope), 'hex');
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) return { ok: true };
  return { ok: false, reason: 'mismatch', attemptsRemaining: Math.max(0, stored.attemptsRemaining - 1) };
}

export type SendWindow = { sendWindowStartedAt: string; sendCount: number };

/** Whether another code may be sent: at most `maxSendsPerWindow` within the window. */
export function sendAllowed(previous: SendWindow | null, now: Date): boolean {
  if (!previous) return true;
  if (now.getTime() - Date.parse(previous.sendWindowStartedAt) >= sendWindowMs) return true;
  return previous.sendCount < maxSendsPerWindow;
}

/** The send counter after one more send at `now`. */
export function nextSendWindow(previous: SendWindow | null, now: Date): SendWindow {
  if (!previous || now.getTime() - Date.parse(previous.sendWindowStartedAt) >= sendWindowMs) {
    return { sendWindowStartedAt: now.toISOString(), sendCount: 1 };
  }
  return { sendWindowStartedAt: previous.sendWindowStartedAt, sendCount: previous.sendCount + 1 };
}
