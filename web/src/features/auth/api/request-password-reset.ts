import { corePaths } from '#shared/api/paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST request_password_reset`: a temporary password is emailed if the account exists. */
export function requestPasswordReset(email: string): Promise<{ ok: true }> {
  return apiRequest('core', corePaths.requestPasswordReset, { method: 'POST', body: { email } });
}
