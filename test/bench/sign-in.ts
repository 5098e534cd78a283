import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localMfaCode } from '#infra/local/emulators.ts';
import { demoPassword } from '#infra/local/seed/demo-accounts.ts';
import { apiRoots, corePaths } from '#shared/api/paths.ts';
import type { LoginResponse } from '#shared/schemas/session.ts';

/** A signed-in browser as the bench holds it: the session cookie (`name=value`) and its CSRF token. */
export type BenchSession = { cookie: string; csrfToken: string };

/**
 * Signs `email` in as the SPA does: password and the fixed SMS code at the Cognito emulator, then
 * `POST /api/v1/core/login` on the portal over HTTP. Every call opens a session of its own.
 * The AWS SDK reaches the emulator through the environment (`emulatorEnvironment`).
 */
export async function signIn(origin: string, email: string, clientId: string): Promise<BenchSession> {
  const cognito = new CognitoIdentityProviderClient({});
  const first = await cognito.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: demoPassword },
    }),
  );
  const tokens = (
    await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'SMS_MFA',
        Session: first.Session,
        ChallengeResponses: {
          USERNAME: String(first.ChallengeParameters?.USER_ID_FOR_SRP),
          SMS_MFA_CODE: localMfaCode,
        },
      }),
    )
  ).AuthenticationResult;
  const response = await fetch(`${origin}${apiRoots.core}${corePaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tokenType: 'cognito', token: tokens?.IdToken, refreshToken: tokens?.RefreshToken }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`Sign-in failed: ${response.status}`);
  const login = (await response.json()) as LoginResponse;
  return { cookie, csrfToken: login.csrfToken };
}
