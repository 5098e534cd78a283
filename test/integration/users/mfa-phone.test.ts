import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { listOutboxFor } from '#functions/repositories/outbox.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import { ApiSession, cognitoTokens } from '../../support/api-session.ts';
import { createCompany, createUserWithMfa } from '../../support/fixtures.ts';

const cognito = new CognitoIdentityProviderClient({});

async function poolPhone(email: string): Promise<string | undefined> {
  const user = await cognito.send(
    new AdminGetUserCommand({ UserPoolId: String(process.env.USER_POOL_ID), Username: email }),
  );
  return user.UserAttributes?.find((attribute) => attribute.Name === 'phone_number')?.Value;
}

const sendMfa = (session: ApiSession, phoneNumber: string) =>
  session.request('core', fillPath(corePaths.sendMfa, { type: 'text' }), { method: 'PUT', json: { phoneNumber } });
const registerMfa = (session: ApiSession, code: string) =>
  session.request('core', fillPath(corePaths.registerMfa, { type: 'text' }), { method: 'PUT', json: { code } });
const reauthenticate = (session: ApiSession, token: string) =>
  session.request('core', corePaths.reauthenticate, { method: 'POST', json: { token } });

/** An enrolled user, signed in. */
async function enrolledUser() {
  const email = await createUserWithMfa(await createCompany(CompanyType.Payee), [Role.PayeeAdmin]);
  const { session } = await ApiSession.signIn(email);
  return { email, session, phone: await poolPhone(email) };
}

describe('changing the MFA phone of an enrolled user', () => {
  it('is refused with a session alone: the sign-in codes keep going to the old number', async () => {
    const { email, session, phone } = await enrolledUser();
    const response = await sendMfa(session, '(555) 555-0199');
    expect(response.status).toBe(403);
    expect(((await response.json()) as ApiError).code).toBe('reauthentication_required');
    expect(await poolPhone(email)).toBe(phone);
    expect((await registerMfa(session, '123456')).status).toBe(403);
    expect(await poolPhone(email)).toBe(phone);
  });

  it('moves the codes once the user signed in again and proved the new number; the old number and email are told', async () => {
    const { email, session, phone } = await enrolledUser();
    const again = await reauthenticate(session, (await cognitoTokens(email)).idToken);
    expect(again.status).toBe(200);

    expect((await sendMfa(session, '(555) 555-0199')).status).toBe(200);
    const [text] = await listOutboxFor('+15555550199');
    expect(text?.channel).toBe('text');
    const code = String(text?.body.match(/(\d{6})/)?.[1]);
    // Nothing moves before the new number answers.
    expect(await poolPhone(email)).toBe(phone);
    const wrong = await registerMfa(session, String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    expect(wrong.status).toBe(400);
    expect(await poolPhone(email)).toBe(phone);

    expect((await registerMfa(session, code)).status).toBe(200);
    expect(await poolPhone(email)).toBe('+15555550199');
    const [oldNumberNotice] = await listOutboxFor(String(phone));
    expect(oldNumberNotice?.body).toContain('0199');
    const [emailNotice] = await listOutboxFor(email);
    expect(emailNotice?.subject).toBe('Your LanePay sign-in phone was changed');
    // The next sign-in's code goes to the new number, and it works.
    await cognitoTokens(email);
  });

  it('takes only a fresh sign-in of the same user', async () => {
    const { session } = await enrolledUser();
    const someoneElse = await cognitoTokens('shipper@demo.test');
    const response = await reauthenticate(session, someoneElse.idToken);
    expect(response.status).toBe(400);
    expect((await sendMfa(session, '(555) 555-0198')).status).toBe(403);
    expect((await reauthenticate(session, 'not-a-token')).status).toBe(400);
  });
});
