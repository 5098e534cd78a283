import type { Translate } from '#shared/i18n/issue-message.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { HttpError } from '../lib/http/errors.ts';

/**
 * Who acts in the relationship use cases, and when: the signed-in payee company and user, the
 * translator of the user's language (for field errors and the messages sent), and the clock, which
 * tests move to see codes expire.
 */
export type RelationshipActor = {
  payeeId: number;
  userId: number;
  userEmail: string;
  company: { name: string; mcNumber: string | null; dotNumber: string | null };
  t: Translate;
  now: Date;
};

/** A 400 whose message also shows on one field of the form (seeds 000 §5: claim errors by field). */
export function fieldRefusal(
  t: Translate,
  messageKey: string,
  field: string,
  params?: Record<string, unknown>,
): HttpError {
  // 'No attempts remaining' has its own code, so the portal can offer the other ways to verify.
  const code =
    messageKey === 'errors.claim.noAttemptsRemaining' ? ErrorCode.TooManyAttempts : ErrorCode.ValidationFailed;
  return new HttpError(400, code, messageKey, { [field]: [t(messageKey, params)] }, params);
}
