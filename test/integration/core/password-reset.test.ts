import { describe, expect, it } from 'vitest';
import { listOutboxFor } from '#functions/repositories/outbox.ts';
import { passwordResetLimits } from '#functions/services/password-reset.ts';
import { demoPassword } from '#infra/local/seed/demo-accounts.ts';
import { corePaths } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import { ApiSession, cognitoTokens } from '../../support/api-session.ts';
import { createCompany, createUserWithMfa, createUserWithoutMfa } from '../../support/fixtures.ts';
import { refreshes } from '../users/user-fixtures.ts';

const newPassword = 'Brand-new-passw0rd';

const requestReset = (client: ApiSession, email: string, headers: Record<string, string> = {}) =>
  client.request('core', corePaths.requestPasswordReset, { method: 'POST', json: { email }, headers });

const resetWith = (client: ApiSession, body: Record<string, unknown>) =>
  client.request('core', corePaths.resetPassword, { method: 'PUT', json: body });

/** The code in the newest password reset email to `email`. */
async function emailedCode(email: string): Promise<string> {
  const [message] = await listOutboxFor(email);
  const code = message?.body.match(/reset code is (\d{6})\./)?.[1];
  if (!code) throw new Error(`No code in ${JSON.stringify(message)}`);
  return code;
}

const canSignIn = (email: string, password: string) =>
  cognitoTokens(email, password).then(
    () => true,
    () => false,
  );

describe('POST request_password_reset', () => {
  it('emails a code and changes nothing: the current password keeps working', async () => {
    const email = await createUserWithoutMfa(await createCompany(CompanyType.Payee), [Role.PayeeAdmin]);
    const response = await requestReset(new ApiSession(), email.toUpperCase(), { 'accept-language': 'es-MX,es;q=0.9' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    const [message] = await listOutboxFor(email);
    expect(message?.channel).toBe('email');
    expect(message?.subject).toBe('Su código para restablecer la contraseña de LanePay');
    expect(message?.body).toMatch(/\d{6}/);
    expect(await canSignIn(email, demoPassword)).toBe(true);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = `nobody-${Date.now()}@test.example`;
    const response = await requestReset(new ApiSession(), email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await listOutboxFor(email)).toEqual([]);
  });

  it('refuses a malformed address with the seeds’ message', async () => {
    const response = await requestReset(new ApiSession(), 'not-an-email');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).errors?.email).toEqual(['Invalid email']);
  });

  it('takes a few requests per address an hour, known or not, then 429 in the caller’s language', async () => {
    for (const email of [
      await createUserWithoutMfa(await createCompany(CompanyType.Payee), [Role.PayeeAdmin]),
      `nobody-${Date.now()}@test.example`,
    ]) {
      for (let i = 0; i < passwordResetLimits.perAddress.max; i++) {
        expect((await requestReset(new ApiSession(), email)).status).toBe(200);
      }
      const refused = await requestReset(new ApiSession(), email, { 'accept-language': 'fr' });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as ApiError).message).toBe(
        'Trop de demandes de réinitialisation du mot de passe. Patientez un moment puis réessayez.',
      );
    }
  });

  it('takes a few requests per client address a minute, whatever the addresses', async () => {
    const client = new ApiSession();
    for (let i = 0; i < passwordResetLimits.perClient.max; i++) {
      expect((await requestReset(client, `someone-${i}-${Date.now()}@test.example`)).status).toBe(200);
    }
    const refused = await requestReset(client, `someone-else-${Date.now()}@test.example`);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ApiError).code).toBe('too_many_attempts');
    // Another client is not held back.
    expect((await requestReset(new ApiSession(), `another-${Date.now()}@test.example`)).status).toBe(200);
  });
});

describe('PUT reset_password', () => {
  it('sets the new password with the code, ends every session and revokes every refresh token', async () => {
    const email = await createUserWithMfa(await createCompany(CompanyType.Payee), [Role.PayeeAdmin]);
    const { session } = await ApiSession.signIn(email);
    const tokens = await cognitoTokens(email);
    await requestReset(new ApiSession(), email);

    const code = await emailedCode(email);
    const response = await resetWith(new ApiSession(), {
      email,
      code,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(response.status).toBe(200);
    expect((await session.request('core', corePaths.currentUser)).status).toBe(401);
    expect(await refreshes(tokens.refreshToken)).toBe(false);
    expect(await canSignIn(email, demoPassword)).toBe(false);
    expect(await canSignIn(email, newPassword)).toBe(true);
    const [notice] = await listOutboxFor(email);
    expect(notice?.subject).toBe('Your LanePay password was changed');

    // The code is spent.
    const again = await resetWith(new ApiSession(), {
      email,
      code,
      password: 'Another-passw0rd',
      confirmPassword: 'Another-passw0rd',
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as ApiError).errors).toEqual({
      code: ['This code has already been used. Please ask for a new code.'],
    });
  });

  it('maps errors to the code, password and confirmPassword fields', async () => {
    const email = await createUserWithoutMfa(await createCompany(CompanyType.Payee), [Role.PayeeAdmin]);
    await requestReset(new ApiSession(), email);
    const code = await emailedCode(email);
    const weak = await resetWith(new ApiSession(), { email, code, password: 'short', confirmPassword: 'other' });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as ApiError).errors).toEqual({
      password: ['Must contain 8 characters minimum, At least one number'],
      confirmPassword: ['Passwords do not match'],
    });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const mismatch = await resetWith(new ApiSession(), {
      email,
      code: wrong,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as ApiError).errors).toEqual({
      code: ['That code is not correct. Attempts remaining: 4.'],
    });
    expect(await canSignIn(email, demoPassword)).toBe(true);
  });

  it('stops a code after five wrong tries, even the right one', async () => {
    const email = await createUserWithoutMfa(await createCompany(CompanyType.Payee), [Role.PayeeAdmin]);
    await requestReset(new ApiSession(), email);
    const code = await emailedCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const body = { email, password: newPassword, confirmPassword: newPassword };
    for (let i = 0; i < 5; i++) expect((await resetWith(new ApiSession(), { ...body, code: wrong })).status).toBe(400);
    const right = await resetWith(new ApiSession(), { ...body, code });
    expect(((await right.json()) as ApiError).errors).toEqual({
      code: ['No attempts remaining. Please ask for a new code.'],
    });
    expect(await canSignIn(email, demoPassword)).toBe(true);
  });

  it('answers an address without an account as a code never sent', async () => {
    const response = await resetWith(new ApiSession(), {
      email: `nobody-${Date.now()}@test.example`,
      code: '123456',
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).errors).toEqual({
      code: ['This code is not correct. Please ask for a new code.'],
    });
  });
});

describe('POST request_authorized_password_reset', () => {
  it('emails the signed-in user a code for their own account', async () => {
    const email = await createUserWithMfa(await createCompany(CompanyType.Payee), [Role.PayeeDriver]);
    const { session } = await ApiSession.signIn(email);
    const response = await session.request('core', corePaths.requestAuthorizedPasswordReset, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await emailedCode(email)).toMatch(/^\d{6}$/);
    expect(
      (await new ApiSession().request('core', corePaths.requestAuthorizedPasswordReset, { method: 'POST' })).status,
    ).toBe(401);
  });
});
