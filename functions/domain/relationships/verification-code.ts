import { VerificationMethod } from '#shared/enums/relationship.ts';
import { type CodeVerdict, checkCode, hashCode, type StoredCode } from '../one-time-codes.ts';

/**
 * The rules of the codes that prove a carrier controls a contact method before it claims a payor
 * relationship (seeds 000 §2.5, §4 Relationship, §8 'No attempts remaining'). Plain functions: the
 * repository stores what they produce and the service applies their verdicts.
 */

/** A code is good for ten minutes after it was sent. */
export const verificationCodeLifetimeMs = 10 * 60 * 1000;
/** Wrong entries a code tolerates; after the fifth it answers 'No attempts remaining'. */
export const verificationCodeMaxAttempts = 5;
/**
 * How long a used code still vouches for its contact method, so the 'claim more brokers' dialog can
 * claim the other payors of the same contact method without a second code.
 */
export const verificationProofWindowMs = 30 * 60 * 1000;

export type ContactKind = 'email' | 'phone';
export type MessageChannel = 'email' | 'text' | 'voice';

/** How each verification method reaches a contact: email to an email address, text or voice to a phone. */
const channels: Record<VerificationMethod, { kind: ContactKind; channel: MessageChannel }> = {
  [VerificationMethod.Email]: { kind: 'email', channel: 'email' },
  [VerificationMethod.Text]: { kind: 'phone', channel: 'text' },
  [VerificationMethod.Voice]: { kind: 'phone', channel: 'voice' },
};

/** The verification methods a contact of this kind can receive. */
export function verificationMethodsFor(kind: ContactKind): VerificationMethod[] {
  return (Object.entries(channels) as [string, { kind: ContactKind }][])
    .filter(([, value]) => value.kind === kind)
    .map(([method]) => Number(method) as VerificationMethod);
}

/** The outbox channel that carries a code by `method` to a contact of `kind`, or null when it cannot. */
export function channelFor(kind: ContactKind, method: VerificationMethod): MessageChannel | null {
  const entry = channels[method];
  return entry.kind === kind ? entry.channel : null;
}

/** What a claim code is for: one contact method of one payee. */
export function contactScope(scope: { payeeId: number; contactMethodId: number }): string {
  return `${scope.payeeId}:${scope.contactMethodId}`;
}

/** The stored form of a claim code (see one-time-codes.ts), scoped to its contact method. */
export function hashVerificationCode(code: string, salt: string, scope: { payeeId: number; contactMethodId: number }) {
  return hashCode(code, salt, contactScope(scope));
}

/** Judges an entered claim code (see one-time-codes.ts `checkCode`). */
export function checkVerificationCode(
  stored: StoredCode | null,
  entered: string,
  scope: { payeeId: number; contactMethodId: number },
  now: Date,
): CodeVerdict {
  return checkCode(stored, entered, contactScope(scope), now);
}

/**
 * Whether a spent code still vouches for its contact method: for the user who spent it, within
 * `verificationProofWindowMs` of its use (the 'claim more brokers' dialog).
 */
export function isRecentProof(
  stored: { usedAt: string | null; usedByUserId: number | null } | null,
  userId: number,
  now: Date,
): boolean {
  if (!stored?.usedAt || stored.usedByUserId !== userId) return false;
  return now.getTime() - Date.parse(stored.usedAt) < verificationProofWindowMs;
}

/** A code read out on a voice call, digit by digit. */
export function spokenCode(code: string): string {
  return code.split('').join(' ');
}
