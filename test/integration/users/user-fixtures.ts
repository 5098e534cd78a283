import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect } from 'vitest';
import { listOutboxFor } from '#functions/repositories/outbox.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import type { LoginResponse } from '#shared/schemas/session.ts';
import type { CompanyUser } from '#shared/schemas/users.ts';
import { ApiSession, ifMatch } from '../../support/api-session.ts';

const cognito = new CognitoIdentityProviderClient({});
const clientId = () => String(process.env.USER_POOL_CLIENT_ID);

export const newEmail = () => `added-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.example`;

/** The temporary password in the newest email to `to`. */
export async function emailedPassword(to: string, pattern: RegExp): Promise<string> {
  const [message] = await listOutboxFor(to);
  const password = message?.body.match(pattern)?.[1];
  if (!password) throw new Error(`No password in ${JSON.stringify(message)}`);
  return password;
}

/** Signs in with a temporary password, sets a new one, and exchanges the tokens for a session. */
export async function firstSignIn(email: string, temporary: string): Promise<LoginResponse> {
  const challenge = await cognito.send(
    new InitiateAuthCommand({
      ClientId: clientId(),
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: temporary },
    }),
  );
  expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  const done = await cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId(),
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: challenge.Session,
      ChallengeResponses: {
        USERNAME: String(challenge.ChallengeParameters?.USER_ID_FOR_SRP),
        NEW_PASSWORD: 'Fresh-Passw0rd!',
      },
    }),
  );
  const tokens = done.AuthenticationResult;
  const response = await new ApiSession().request('core', corePaths.login, {
    method: 'POST',
    json: { tokenType: 'cognito', token: tokens?.IdToken, refreshToken: tokens?.RefreshToken },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as LoginResponse;
}

/** Whether Cognito still honours a refresh token (it stops after sign-out or a password change). */
export async function refreshes(refreshToken: string): Promise<boolean> {
  try {
    const result = await cognito.send(
      new InitiateAuthCommand({
        ClientId: clientId(),
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    return Boolean(result.AuthenticationResult?.IdToken);
  } catch (error) {
    if (error instanceof Error && error.name === 'NotAuthorizedException') return false;
    throw error;
  }
}

/**
 * PUT /users/{id} made on the user as `session` sees them now (GET, then If-Match); a caller who
 * cannot see the user sends none (they are refused with 403 or 404 before any version is looked at).
 */
export async function editUser(session: ApiSession, id: number, json: unknown): Promise<Response> {
  const path = fillPath(corePaths.user, { id });
  const loaded = await session.request('core', path);
  const headers = loaded.status === 200 ? ifMatch(((await loaded.json()) as CompanyUser).version) : {};
  return session.request('core', path, { method: 'PUT', json, headers });
}
