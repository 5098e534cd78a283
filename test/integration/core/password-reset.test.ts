import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { listOutboxFor } from '#functions/repositories/outbox.ts';
import { corePaths } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createCompany, createUserWithoutMfa } from '../../support/fixtures.ts';

const cognito = new CognitoIdentityProviderClient({});
const clientId = () => String(process.env.USER_POOL_CLIENT_ID);

describe('POST request_password_reset', () => {
  it('emails a temporary password that must be replaced at the next sign-in', async () => {
    const email = await createUserWithoutMfa(await createCompany(CompanyType.Payee), [Role.PayeeAdmin]);
    const response = await new ApiSession().request('core', corePaths.requestPasswordReset, {
      method: 'POST',
      json: { email: email.toUpperCase() },
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(response.status).toBe(200);

    const [message] = await listOutboxFor(email);
    expect(message?.channel).toBe('email');
    expect(message?.subject).toBe('Su contraseña temporal de LanePay');
    const temporary = message?.body.match(/temporal es (\S+)\./)?.[1];
    expect(temporary).toBeTruthy();

    const challenge = await cognito.send(
      new InitiateAuthCommand({
        ClientId: clientId(),
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: String(temporary) },
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
          NEW_PASSWORD: 'Brand-new-passw0rd',
        },
      }),
    );
    expect(done.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = 'nobody-here@test.example';
    const response = await new ApiSession().request('core', corePaths.requestPasswordReset, {
      method: 'POST',
      json: { email },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await listOutboxFor(email)).toEqual([]);
  });

  it('refuses a malformed address with the seeds’ message', async () => {
    const response = await new ApiSession().request('core', corePaths.requestPasswordReset, {
      method: 'POST',
      json: { email: 'not-an-email' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).errors?.email).toEqual(['Invalid email']);
  });
});
