import { passwordResetCalls } from '#shared/contracts/password-resets.ts';
import type { ResetPasswordRequest } from '#shared/schemas/session.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `POST request_password_reset`: a code is emailed if the account exists; nothing else changes. */
export function requestPasswordReset(email: string) {
  return callApi(passwordResetCalls.request, { body: { email } });
}

/** `PUT reset_password`: the emailed code sets the new password and signs the account out everywhere. */
export function resetPassword(body: ResetPasswordRequest) {
  return callApi(passwordResetCalls.reset, { body });
}
