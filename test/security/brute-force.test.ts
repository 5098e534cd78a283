import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadPayCodeMaxAttempts } from '#functions/domain/bank-accounts/loadpay.ts';
import { maxSendsPerWindow } from '#functions/domain/one-time-codes.ts';
import { listOutboxFor } from '#functions/repositories/outbox.ts';
import { passwordResetLimits } from '#functions/services/password-reset.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { VerificationMethod } from '#shared/enums/relationship.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import { carrierWorld } from '../integration/payee-relationships/relationship-fixtures.ts';
import { freshPayee } from '../integration/payee-wallet/wallet-fixtures.ts';
import { ApiSession, cognitoTokens } from '../support/api-session.ts';
import { createCompany, createUserWithMfa, createUserWithoutMfa } from '../support/fixtures.ts';

/**
 * Every code the portal checks stops at its limits: a wrong code spends one of a few attempts, the
 * right code is refused once they are spent, and sends are limited per destination.
 */

/** The six-digit code in the newest message to `to`. */
async function codeSentTo(to: string): Promise<string> {
  const [message] = await listOutboxFor(to);
  const code = message?.body.replace(/(\d) (?=\d)/g, '$1').match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code sent to ${to}`);
  return code;
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const errorOf = async (response: Response) => (await response.json()) as ApiError;
const post = (session: ApiSession, path: string, json?: unknown) =>
  session.request('core', path, { method: 'POST', ...(json === undefined ? {} : { json }) });

describe('brute force', () => {
  it('stops a claim code after five wrong tries, and the sends of codes after five', async () => {
    const world = await carrierWorld();
    const send = () =>
      post(world.admin, corePaths.payeeVerifyContactMethod, {
        payeeContactMethodId: world.phone.id,
        verificationMethodTypeId: VerificationMethod.Text,
      });
    expect((await send()).status).toBe(200);
    const code = await codeSentTo(world.phone.destination);
    const verify = (guess: string) =>
      post(world.admin, fillPath(corePaths.payeeRelationshipVerify, { id: world.rel.first.id }), {
        payeeContactMethodId: world.phone.id,
        verificationCode: guess,
      });
    for (let i = 0; i < 5; i++) expect((await verify(wrongOf(code))).status).toBe(400);
    const right = await verify(code);
    expect(right.status).toBe(400);
    expect((await errorOf(right)).errors?.verificationCode).toEqual(['No attempts remaining']);
    for (let i = 1; i < maxSendsPerWindow; i++) await send();
    expect((await send()).status).toBe(429);
  });

  it('stops a registration code after five wrong tries, and its sends after five', async () => {
    const email = `brute-${randomUUID().slice(0, 8)}@test.example`;
    const client = new ApiSession();
    const send = () => post(client, corePaths.registrationCode, { email });
    expect((await send()).status).toBe(200);
    const code = await codeSentTo(email);
    const verify = (guess: string) => post(client, corePaths.registrationCodeVerify, { email, code: guess });
    for (let i = 0; i < 5; i++) expect((await verify(wrongOf(code))).status).toBe(400);
    const right = await verify(code);
    expect(right.status).toBe(400);
    expect((await errorOf(right)).errors?.code).toEqual(['No attempts remaining']);
    for (let i = 1; i < maxSendsPerWindow; i++) await send();
    expect((await send()).status).toBe(429);
  });

  it('stops a LoadPay code after its tries', async () => {
    const payee = await freshPayee();
    const account = { email: `loadpay-${randomUUID().slice(0, 8)}@carrier.test`, accountNumber: '123456789012' };
    expect((await post(payee.session, corePaths.payeeLoadPayCode, account)).status).toBe(200);
    const code = await codeSentTo(account.email);
    const link = (guess: string) =>
      post(payee.session, corePaths.payeeLoadPayLink, { ...account, verificationCode: guess });
    for (let i = 0; i < loadPayCodeMaxAttempts; i++) expect((await link(wrongOf(code))).status).toBe(400);
    const right = await link(code);
    expect(right.status).toBe(400);
    const refusal = await errorOf(right);
    expect(refusal.code).toBe('too_many_attempts');
    expect(refusal.errors?.verificationCode).toEqual(['No attempts remaining']);
  });

  it('stops sign-in codes: MFA texts after five, and a new MFA number’s code after five tries', async () => {
    const enrolling = (
      await ApiSession.signIn(await createUserWithoutMfa(await createCompany(CompanyType.Payee), [Role.PayeeAdmin]))
    ).session;
    const sendMfa = () =>
      enrolling.request('core', fillPath(corePaths.sendMfa, { type: 'text' }), {
        method: 'PUT',
        json: { phoneNumber: '(555) 555-0161' },
      });
    for (let i = 0; i < maxSendsPerWindow; i++) expect((await sendMfa()).status).toBe(200);
    expect((await sendMfa()).status).toBe(429);

    const email = await createUserWithMfa(await createCompany(CompanyType.Payee), [Role.PayeeAdmin]);
    const { session } = await ApiSession.signIn(email);
    await post(session, corePaths.reauthenticate, { token: (await cognitoTokens(email)).idToken });
    const change = await session.request('core', fillPath(corePaths.sendMfa, { type: 'text' }), {
      method: 'PUT',
      json: { phoneNumber: '(555) 555-0162' },
    });
    expect(change.status).toBe(200);
    const code = await codeSentTo('+15555550162');
    const register = (guess: string) =>
      session.request('core', fillPath(corePaths.registerMfa, { type: 'text' }), {
        method: 'PUT',
        json: { code: guess },
      });
    for (let i = 0; i < 5; i++) expect((await register(wrongOf(code))).status).toBe(400);
    expect((await register(code)).status).toBe(400);
  });

  it('stops password reset requests per address and per client, and a reset code after five tries', async () => {
    const email = await createUserWithMfa(await createCompany(CompanyType.Payee), [Role.PayeeDriver]);
    const request = (client: ApiSession, address: string) =>
      post(client, corePaths.requestPasswordReset, { email: address });
    for (let i = 0; i < passwordResetLimits.perAddress.max; i++) {
      expect((await request(new ApiSession(), email)).status).toBe(200);
    }
    expect((await request(new ApiSession(), email)).status).toBe(429);
    const client = new ApiSession();
    for (let i = 0; i < passwordResetLimits.perClient.max; i++) {
      expect((await request(client, `nobody-${i}-${randomUUID()}@test.example`)).status).toBe(200);
    }
    expect((await request(client, `nobody-${randomUUID()}@test.example`)).status).toBe(429);

    const code = await codeSentTo(email);
    const reset = (guess: string) =>
      new ApiSession().request('core', corePaths.resetPassword, {
        method: 'PUT',
        json: { email, code: guess, password: 'Another-passw0rd', confirmPassword: 'Another-passw0rd' },
      });
    for (let i = 0; i < 5; i++) expect((await reset(wrongOf(code))).status).toBe(400);
    expect((await reset(code)).status).toBe(400);
  });
});
