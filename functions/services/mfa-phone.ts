import type { Translate } from '#shared/i18n/issue-message.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { newCode } from '../domain/one-time-codes.ts';
import { badRequest, HttpError } from '../lib/http/errors.ts';
import type { AuthContext } from '../lib/http/require-session.ts';
import { mfaPhoneChanges } from '../repositories/mfa-phone-changes.ts';
import { updateSession } from '../repositories/sessions.ts';
import { updateUserPhoneNumber } from '../repositories/users.ts';
import { checkStoredCode } from './code-checks.ts';
import { verifyCognitoIdToken } from './cognito-tokens.ts';
import { mfaPhoneNumber, setVerifiedMfaPhone } from './cognito-users.ts';
import { sendMessage } from './messages.ts';

/**
 * Moving the MFA phone of an enrolled account (seeds 000 §2.3 missing details: add or edit an MFA
 * phone). A session alone is not enough, or whoever holds one could send the next sign-in's code
 * to their own phone: the user signs in again (password and their current MFA) and, within five
 * minutes, proves the new number with a code the portal texts there. Only then does the pool's
 * number change, and the old number and the email are told.
 */

/** How recent the repeated sign-in must be. */
export const reauthenticationWindowMs = 5 * 60 * 1000;
const codeLifetimeMs = 10 * 60 * 1000;
const codeAttempts = 5;
const scopeOf = (userId: number) => `mfa-phone:${userId}`;

const reauthenticationFailed = () => badRequest('errors.reauthenticationFailed', { token: [] });

/**
 * POST users/reauthenticate: the ID token of a sign-in the user has just completed in the browser.
 * It must be the session's own user and at most five minutes old; the session remembers when.
 */
export async function reauthenticate(auth: AuthContext, idToken: string, now = new Date()): Promise<Date> {
  const identity = await verifyCognitoIdToken(idToken).catch(() => {
    throw reauthenticationFailed();
  });
  const at = identity.authTime;
  const sameUser = identity.sub === auth.user.cognitoSub && identity.email === auth.user.email;
  if (!sameUser || !at || now.getTime() - at.getTime() > reauthenticationWindowMs || at > now) {
    throw reauthenticationFailed();
  }
  if (!(await updateSession(auth.session, { reauthenticatedAt: at.toISOString() }, now))) {
    throw reauthenticationFailed();
  }
  return new Date(at.getTime() + reauthenticationWindowMs);
}

function requireRecentSignIn(auth: AuthContext, now: Date): void {
  const at = auth.session.reauthenticatedAt ? Date.parse(auth.session.reauthenticatedAt) : Number.NaN;
  if (!(now.getTime() - at <= reauthenticationWindowMs)) {
    throw new HttpError(403, ErrorCode.ReauthenticationRequired, 'errors.reauthenticationRequired');
  }
}

/** Step 1 for an enrolled user: texts a code to the new number and holds the change aside. */
export async function requestMfaPhoneChange(
  auth: AuthContext,
  phoneNumber: string,
  t: Translate,
  now = new Date(),
): Promise<void> {
  requireRecentSignIn(auth, now);
  const userId = auth.user.id;
  const previous = await mfaPhoneChanges.get(userId);
  const { code, stored: held } = newCode(scopeOf(userId), now, { lifetimeMs: codeLifetimeMs, attempts: codeAttempts });
  const stored = await mfaPhoneChanges.replace(userId, { ...held, userId, phoneNumber }, previous?.nonce ?? null);
  // Another request replaced the change at the same moment: its code is on the way instead.
  if (!stored) throw new HttpError(429, ErrorCode.TooManyAttempts, 'errors.mfaTooManyCodes');
  await sendMessage({
    channel: 'text',
    to: phoneNumber,
    subject: t('emails.mfaPhoneCode.subject'),
    body: t('emails.mfaPhoneCode.text', { code, minutes: codeLifetimeMs / 60_000 }),
  });
}

/**
 * Step 2: the code from the new number moves the user's MFA there (the pool's number, verified),
 * and the old number and the email are told. Needs the repeated sign-in still to be recent.
 */
export async function confirmMfaPhoneChange(
  auth: AuthContext,
  code: string,
  t: Translate,
  now = new Date(),
): Promise<void> {
  requireRecentSignIn(auth, now);
  const userId = auth.user.id;
  const checked = await checkStoredCode(mfaPhoneChanges, userId, code, scopeOf(userId), now);
  if (!checked.ok || !(await mfaPhoneChanges.setUsed(userId, checked.stored.nonce, now.toISOString()))) {
    throw badRequest('errors.mfaCodeMismatch', { code: [] });
  }
  const change = checked.stored;
  const oldNumber = await mfaPhoneNumber(auth.user.email);
  await setVerifiedMfaPhone(auth.user.email, change.phoneNumber);
  await updateUserPhoneNumber(userId, change.phoneNumber);
  const lastDigits = change.phoneNumber.slice(-4);
  if (oldNumber && oldNumber !== change.phoneNumber) {
    await sendMessage({
      channel: 'text',
      to: oldNumber,
      subject: t('emails.mfaPhoneChanged.subject'),
      body: t('emails.mfaPhoneChanged.text', { lastDigits }),
    });
  }
  await sendMessage({
    channel: 'email',
    to: auth.user.email,
    subject: t('emails.mfaPhoneChanged.subject'),
    body: t('emails.mfaPhoneChanged.body', { lastDigits }),
  });
}
