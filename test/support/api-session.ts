import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { coreApp } from '#functions/core/app.ts';
import { settlementApp } from '#functions/settlement/app.ts';
import { localMfaCode } from '#infra/local/emulators.ts';
import { demoPassword } from '#infra/local/seed/demo-accounts.ts';
import { apiRoots, corePaths } from '#shared/api/paths.ts';
import { viewerAddressHeader } from '#shared/constants/edge.ts';
import { csrfHeaderName } from '#shared/constants/session.ts';
import { entityTagOf, ifMatchHeader } from '#shared/constants/versions.ts';
import type { LoginResponse } from '#shared/schemas/session.ts';
import { cookieHeaderOf, keepCookies, newClientAddress } from './browser-state.ts';

export type CognitoTokens = { idToken: string; refreshToken: string; accessToken: string };

/** Signs a user in at the Cognito emulator (password, then the fixed SMS code when MFA is on). */
export async function cognitoTokens(email: string, password = demoPassword): Promise<CognitoTokens> {
  const client = new CognitoIdentityProviderClient({});
  const clientId = String(process.env.USER_POOL_CLIENT_ID);
  let result = await client.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (result.ChallengeName === 'SMS_MFA') {
    result = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'SMS_MFA',
        Session: result.Session,
        ChallengeResponses: {
          USERNAME: String(result.ChallengeParameters?.USER_ID_FOR_SRP),
          SMS_MFA_CODE: localMfaCode,
        },
      }),
    );
  }
  const tokens = result.AuthenticationResult;
  if (!tokens?.IdToken || !tokens.RefreshToken || !tokens.AccessToken) {
    throw new Error(`No tokens for ${email}: ${result.ChallengeName}`);
  }
  return { idToken: tokens.IdToken, refreshToken: tokens.RefreshToken, accessToken: tokens.AccessToken };
}

const apps = { core: coreApp, settlement: settlementApp } as const;

/**
 * The `If-Match` header of an update made on `version` of an object (its body's `version`, or its
 * GET's ETag): what every update of a bill, a user, a relationship or the restrictions must carry.
 */
export function ifMatch(version: number): Record<string, string> {
  return { [ifMatchHeader]: entityTagOf(version) };
}

/** A browser-like client of the Hono apps: keeps the session cookie and sends the CSRF header. */
export class ApiSession {
  cookies = new Map<string, string>();
  csrfToken: string | null = null;
  /**
   * Where this client calls from, as the edge reports it (per-client limits count by it): a
   * documentation address of its own, so tests do not share one allowance.
   */
  clientAddress = newClientAddress();

  async request(api: keyof typeof apps, path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = cookieHeaderOf(this.cookies);
    if (cookie) headers.set('cookie', cookie);
    if (!headers.has(viewerAddressHeader)) headers.set(viewerAddressHeader, this.clientAddress);
    if (this.csrfToken && init.method && init.method !== 'GET' && !headers.has(csrfHeaderName)) {
      headers.set(csrfHeaderName, this.csrfToken);
    }
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await apps[api].request(`${apiRoots[api]}${path}`, { ...init, headers, body });
    keepCookies(this.cookies, response);
    return response;
  }

  /** Signs in with the password (the demo accounts' by default) and MFA code, as the SPA does. */
  static async signIn(email: string, password = demoPassword): Promise<{ session: ApiSession; login: LoginResponse }> {
    const tokens = await cognitoTokens(email, password);
    const session = new ApiSession();
    const response = await session.request('core', corePaths.login, {
      method: 'POST',
      json: { tokenType: 'cognito', token: tokens.idToken, refreshToken: tokens.refreshToken },
    });
    if (response.status !== 200)
      throw new Error(`Login failed for ${email}: ${response.status} ${await response.text()}`);
    const login = (await response.json()) as LoginResponse;
    session.csrfToken = login.csrfToken;
    return { session, login };
  }
}
