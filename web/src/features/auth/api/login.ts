import { corePaths } from '#shared/api/paths.ts';
import type { LoginRequest, LoginResponse } from '#shared/schemas/session.ts';
import { apiRequest, setCsrfToken } from '#web/lib/api-client.ts';

/** Exchanges a Cognito ID token (or an SSO code) for the session cookie. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const response = await apiRequest<LoginResponse>('core', corePaths.login, { method: 'POST', body });
  setCsrfToken(response.csrfToken);
  return response;
}
