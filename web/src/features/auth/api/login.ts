import { sessionCalls } from '#shared/contracts/session.ts';
import type { LoginRequest, LoginResponse } from '#shared/schemas/session.ts';
import { callApi } from '#web/lib/api-call.ts';
import { setCsrfToken } from '#web/lib/api-client.ts';

/** Exchanges a Cognito ID token (or an SSO code) for the session cookie. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const response = await callApi(sessionCalls.login, { body });
  setCsrfToken(response.csrfToken);
  return response;
}
