import { corePaths } from '#shared/api/paths.ts';
import type { ResetPasswordRequest } from '#shared/schemas/session.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST request_password_reset`: a code is emailed if the account exists; nothing else changes. */
export function requestPasswordReset(email: string): Promise<{ ok: true }> {
  return apiRequest('core', corePaths.requestPasswordReset, { method: 'POST', body: { email } });
}

/** `PUT reset_password`: the emailed code sets the new password and signs the account out everywhere. */
export function resetPassword(body: ResetPasswordRequest): Promise<{ ok: true }> {
  return apiRequest('core', corePaths.resetPassword, { method: 'PUT', body });
}
