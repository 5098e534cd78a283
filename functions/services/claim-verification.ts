import { randomUUID } from 'node:crypto';
import type { VerificationMethod } from '#shared/enums/relationship.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { VerificationCodeSent } from '#shared/schemas/payee-relationships.ts';
import { type CodeVerdict, generateCode, newSalt, nextSendWindow, sendAllowed } from '../domain/one-time-codes.ts';
import { isLinkedTo } from '../domain/relationships/claim-rules.ts';
import { maskDestination } from '../domain/relationships/masking.ts';
import {
  channelFor,
  checkVerificationCode,
  hashVerificationCode,
  spokenCode,
  verificationCodeLifetimeMs,
  verificationCodeMaxAttempts,
} from '../domain/relationships/verification-code.ts';
import { HttpError, notFound } from '../lib/http/errors.ts';
import { logger } from '../lib/logger.ts';
import { type ContactMethodRecord, getContactMethod, listRelationships } from '../repositories/relationships.ts';
import {
  getVerificationCode,
  markCodeVerified,
  replaceVerificationCode,
  spendAttempt,
  type VerificationCodeRecord,
} from '../repositories/verification-codes.ts';
import { sendMessage } from './messages.ts';
import { fieldRefusal, type RelationshipActor } from './relationship-actor.ts';
import { requireRelationship } from './relationship-queries.ts';

/** One of the payee's contact methods, or 404. */
export async function requireContactMethod(payeeId: number, contactMethodId: number): Promise<ContactMethodRecord> {
  const method = await getContactMethod(payeeId, contactMethodId);
  if (!method) throw notFound();
  return method;
}

const codeMinutes = verificationCodeLifetimeMs / 60_000;

/**
 * `POST verify_payee_contact_method`: sends a new six-digit code to one of the carrier's contact
 * methods (email to an address, text or voice to a phone) through the outbox. Only the code's salted
 * hash is kept, and the new code replaces any earlier one.
 */
export async function sendVerificationCode(
  actor: RelationshipActor,
  input: { payeeContactMethodId: number; verificationMethodTypeId: VerificationMethod },
): Promise<VerificationCodeSent> {
  const method = await requireContactMethod(actor.payeeId, input.payeeContactMethodId);
  const channel = channelFor(method.kind, input.verificationMethodTypeId);
  if (!channel) throw fieldRefusal(actor.t, 'errors.claim.methodUnavailable', 'verificationMethodTypeId');
  const payors = (await listRelationships(actor.payeeId))
    .filter((r) => !r.isClaimed && isLinkedTo(r, method.id))
    .map((r) => r.payorName);
  if (payors.length === 0) throw fieldRefusal(actor.t, 'errors.claim.notLinked', 'payeeContactMethodId');

  const previous = await getVerificationCode(actor.payeeId, method.id);
  if (!sendAllowed(previous, actor.now))
    throw new HttpError(429, ErrorCode.TooManyAttempts, 'errors.claim.tooManyCodes');
  const code = generateCode();
  const salt = newSalt();
  const record: Omit<VerificationCodeRecord, 'expiresAt'> = {
    payeeId: actor.payeeId,
    contactMethodId: method.id,
    nonce: randomUUID(),
    channel,
    salt,
    codeHash: hashVerificationCode(code, salt, { payeeId: actor.payeeId, contactMethodId: method.id }),
    createdAt: actor.now.toISOString(),
    sentByUserId: actor.userId,
    validUntil: new Date(actor.now.getTime() + verificationCodeLifetimeMs).toISOString(),
    attemptsRemaining: verificationCodeMaxAttempts,
    verifiedAt: null,
    usedAt: null,
    usedByUserId: null,
    ...nextSendWindow(previous, actor.now),
  };
  // The code is stored before it is sent, so every code that reaches the carrier can be checked.
  if (!(await replaceVerificationCode(record, previous?.nonce ?? null))) {
    throw new HttpError(429, ErrorCode.TooManyAttempts, 'errors.claim.tooManyCodes');
  }
  const { t } = actor;
  const params = { code, spokenCode: spokenCode(code), minutes: codeMinutes, payors: payors.join(', ') };
  await sendMessage({
    channel,
    to: method.destination,
    subject: t('emails.relationshipVerification.subject'),
    body: t(`emails.relationshipVerification.${channel}`, params),
  });
  logger.info('Verification code sent', { payeeId: actor.payeeId, contactMethodId: method.id, channel });
  return {
    payeeContactMethodId: method.id,
    verificationMethodTypeId: input.verificationMethodTypeId,
    sentTo: maskDestination(method.kind, method.destination),
    expiresAt: record.validUntil,
    attemptsRemaining: record.attemptsRemaining,
  };
}

/**
 * Turns a failed verdict into the answer the form shows on its code field; a wrong code spends one
 * attempt first, and the last one answers 'No attempts remaining'.
 */
export async function refuseCode(
  actor: RelationshipActor,
  verdict: Exclude<CodeVerdict, { ok: true }>,
  stored: VerificationCodeRecord | null,
): Promise<never> {
  const refuse = (key: string, params?: Record<string, unknown>) => {
    throw fieldRefusal(actor.t, key, 'verificationCode', params);
  };
  switch (verdict.reason) {
    case 'notSent':
      return refuse('errors.claim.codeNotSent');
    case 'used':
      return refuse('errors.claim.codeUsed');
    case 'expired':
      return refuse('errors.claim.codeExpired');
    case 'noAttempts':
      return refuse('errors.claim.noAttemptsRemaining');
    case 'mismatch': {
      const left = stored ? await spendAttempt(stored.payeeId, stored.contactMethodId, stored.nonce) : null;
      if (left === null || left <= 0) return refuse('errors.claim.noAttemptsRemaining');
      return refuse('errors.claim.codeMismatch', { count: left });
    }
  }
}

/** The stored code for a contact method if `entered` is right now; otherwise the refusal. */
export async function acceptedCode(
  actor: RelationshipActor,
  contactMethodId: number,
  entered: string,
): Promise<VerificationCodeRecord> {
  const stored = await getVerificationCode(actor.payeeId, contactMethodId);
  const verdict = checkVerificationCode(stored, entered, { payeeId: actor.payeeId, contactMethodId }, actor.now);
  if (!verdict.ok || !stored) return refuseCode(actor, verdict.ok ? { ok: false, reason: 'notSent' } : verdict, stored);
  return stored;
}

/**
 * `POST {id}/verify`: checks the code sent to a contact method of this relationship before the
 * payment-term step. A right code stays usable for the claim; wrong ones spend attempts.
 */
export async function verifyRelationshipCode(
  actor: RelationshipActor,
  relationshipId: number,
  input: { payeeContactMethodId: number; verificationCode: string },
): Promise<{ isVerified: true; attemptsRemaining: number }> {
  const relationship = await requireRelationship(actor.payeeId, relationshipId);
  const method = await requireContactMethod(actor.payeeId, input.payeeContactMethodId);
  if (!isLinkedTo(relationship, method.id)) {
    throw fieldRefusal(actor.t, 'errors.claim.notLinked', 'payeeContactMethodId');
  }
  const stored = await acceptedCode(actor, method.id, input.verificationCode);
  const marked = await markCodeVerified({
    payeeId: actor.payeeId,
    contactMethodId: method.id,
    nonce: stored.nonce,
    at: actor.now.toISOString(),
  });
  // Replaced or spent between the read and the write: as if the read had seen it.
  if (!marked) throw fieldRefusal(actor.t, 'errors.claim.codeUsed', 'verificationCode');
  return { isVerified: true, attemptsRemaining: stored.attemptsRemaining };
}
