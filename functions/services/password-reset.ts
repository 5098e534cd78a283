import type { Translate } from '#shared/i18n/issue-message.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { ResetPasswordRequest } from '#shared/schemas/session.ts';
import { newCode } from '../domain/one-time-codes.ts';
import { HttpError } from '../lib/http/errors.ts';
import { passwordResetCodes } from '../repositories/password-reset-codes.ts';
import { takeSend } from '../repositories/send-throttle.ts';
import { findUserIdByEmail, getUser, type UserRecord } from '../repositories/users.ts';
import { type CodeRefusalKeys, checkStoredCode, codeRefusal } from './code-checks.ts';
import { isUserNotFound, setPermanentPassword } from './cognito-users.ts';
import { sendMessage } from './messages.ts';
import { endEverySession } from './sessions.ts';

/**
 * Forgot password (seeds 000 §2.3, §7 request_password_reset, reset_password). A request emails a
 * six-digit code and changes nothing else: the account's password keeps working until the code is
 * used with a new one, so nobody can lock a user out by asking for resets. The answer is the same
 * whether or not the address has an account, and requests are limited per address and per client
 * (the limits count requests for unknown addresses too, so a 429 reveals nothing either).
 */

const codeLifetimeMs = 60 * 60 * 1000;
const codeAttempts = 5;
/** Requests per address (and per signed-in user) in an hour, and per client address in a minute. */
export const passwordResetLimits = {
  perAddress: { max: 3, windowMs: 60 * 60 * 1000 },
  perClient: { max: 5, windowMs: 60 * 1000 },
  /** Attempts to use a code, per client address in a minute (codes have their own five). */
  resetsPerClient: { max: 10, windowMs: 60 * 1000 },
} as const;

const scopeOf = (email: string) => `password-reset:${email}`;
const tooManyRequests = () => new HttpError(429, ErrorCode.TooManyAttempts, 'errors.passwordReset.tooManyRequests');
const refuse = (key: string, field: string, params?: Record<string, unknown>) =>
  new HttpError(400, ErrorCode.ValidationFailed, key, { [field]: [] }, params);

async function takeAllowance(scope: string, limit: { max: number; windowMs: number }): Promise<void> {
  if (!(await takeSend(scope, limit.max, limit.windowMs))) throw tooManyRequests();
}

async function userByEmail(email: string): Promise<UserRecord | null> {
  const userId = await findUserIdByEmail(email);
  return userId === null ? null : getUser(userId);
}

/** Holds a new code for the user (replacing any earlier one) and emails it. */
async function sendResetCode(user: UserRecord, t: Translate, now: Date): Promise<void> {
  const previous = await passwordResetCodes.get(user.email);
  const { code, stored } = newCode(scopeOf(user.email), now, { lifetimeMs: codeLifetimeMs, attempts: codeAttempts });
  // Another request replaced the code at the same moment: its email is on the way instead.
  if (
    !(await passwordResetCodes.replace(
      user.email,
      { ...stored, email: user.email, userId: user.id },
      previous?.nonce ?? null,
    ))
  ) {
    return;
  }
  await sendMessage({
    channel: 'email',
    to: user.email,
    subject: t('emails.passwordReset.subject'),
    body: t('emails.passwordReset.body', { code, minutes: codeLifetimeMs / 60_000 }),
  });
}

/** POST request_password_reset: anyone, for an address; limited per client and per address. */
export async function requestPasswordReset(
  emailInput: string,
  client: string,
  t: Translate,
  now = new Date(),
): Promise<void> {
  const email = emailInput.toLowerCase();
  await takeAllowance(`password-reset-client:${client}`, passwordResetLimits.perClient);
  await takeAllowance(`password-reset:${email}`, passwordResetLimits.perAddress);
  const user = await userByEmail(email);
  if (user) await sendResetCode(user, t, now);
}

/** POST request_authorized_password_reset: the signed-in user, for their own account. */
export async function requestOwnPasswordReset(user: UserRecord, t: Translate, now = new Date()): Promise<void> {
  await takeAllowance(`password-reset:${user.email}`, passwordResetLimits.perAddress);
  await sendResetCode(user, t, now);
}

const refusalKeys: CodeRefusalKeys = {
  mismatch: 'errors.passwordReset.codeMismatch',
  notSent: 'errors.passwordReset.codeNotSent',
  used: 'errors.passwordReset.codeUsed',
  expired: 'errors.passwordReset.codeExpired',
  noAttempts: 'errors.passwordReset.noAttemptsRemaining',
};

/**
 * PUT reset_password: the emailed code sets the new password. Then every session of the user ends
 * and every refresh token they hold is revoked, and the address is told. An unknown address is
 * answered as a code that was never sent.
 */
export async function resetPassword(
  request: ResetPasswordRequest,
  client: string,
  t: Translate,
  now = new Date(),
): Promise<void> {
  await takeAllowance(`password-reset-attempts-client:${client}`, passwordResetLimits.resetsPerClient);
  const email = request.email.toLowerCase();
  const checked = await checkStoredCode(passwordResetCodes, email, request.code, scopeOf(email), now);
  if (!checked.ok) {
    const { key, params } = codeRefusal(checked, refusalKeys);
    throw refuse(key, 'code', params);
  }
  const code = checked.stored;
  const user = await getUser(code.userId);
  if (!user || user.email !== email) throw refuse(refusalKeys.notSent, 'code');
  if (!(await passwordResetCodes.setUsed(email, code.nonce, now.toISOString()))) throw refuse(refusalKeys.used, 'code');
  try {
    await setPermanentPassword(email, request.password);
  } catch (error) {
    // Not spent: the user may try another password with the same code.
    await passwordResetCodes.setUsed(email, code.nonce, null);
    if (error instanceof Error && error.name === 'InvalidPasswordException') {
      throw refuse('errors.passwordReset.passwordRefused', 'password');
    }
    if (isUserNotFound(error)) throw refuse(refusalKeys.notSent, 'code');
    throw error;
  }
  await endEverySession(user);
  await sendMessage({
    channel: 'email',
    to: email,
    subject: t('emails.passwordChanged.subject'),
    body: t('emails.passwordChanged.body'),
  });
}
