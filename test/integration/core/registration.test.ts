import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { coreApp } from '#functions/core/app.ts';
import { listOutboxFor } from '#functions/repositories/outbox.ts';
import { putRegistryCarrier } from '#functions/repositories/registrations.ts';
import { apiRoots, corePaths } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { MissingDetail } from '#shared/enums/missing-detail.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import type { CarrierLookup, RegistrationVerified } from '#shared/schemas/registration.ts';
import { ApiSession, cognitoTokens } from '#test/support/api-session.ts';

const password = 'Registered-Passw0rd!';

const post = (path: string, json: unknown) =>
  coreApp.request(`${apiRoots.core}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
const body = async <T>(response: Response) => (await response.json()) as T;

/** A carrier the registry knows and no company holds: numbers of its own for each test. */
async function registryCarrier(): Promise<{ dotNumber: string; mcNumber: string; legalName: string }> {
  const carrier = {
    dotNumber: String(randomInt(10_000_000, 99_999_999)),
    mcNumber: String(randomInt(1_000_000, 9_999_999)),
    legalName: `TEST CARRIER ${randomUUID().slice(0, 6).toUpperCase()} LLC`,
  };
  await putRegistryCarrier({
    ...carrier,
    dbaName: null,
    street: '1 Test Way',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    phone: null,
    operatingStatus: 'AUTHORIZED',
  });
  return carrier;
}

/** The six-digit code in the newest registration email to `email`. */
async function codeSentTo(email: string): Promise<string> {
  const [message] = await listOutboxFor(email);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code sent to ${email}`);
  return code;
}

/** Step 1 done: a fresh email proved with its code. */
async function verifiedEmail(): Promise<{ email: string; registrationToken: string }> {
  const email = `register-${randomUUID().slice(0, 12)}@test.example`;
  expect((await post(corePaths.registrationCode, { email })).status).toBe(200);
  const verified = await post(corePaths.registrationCodeVerify, { email, code: await codeSentTo(email) });
  expect(verified.status).toBe(200);
  const { registrationToken, accountExists } = await body<RegistrationVerified>(verified);
  expect(accountExists).toBe(false);
  return { email, registrationToken };
}

const companyForm = (numbers: { dotNumber?: string; mcNumber?: string; hasNoMcOrDot?: boolean }) => ({
  companyName: 'Test Registered Carrier',
  fullName: 'Rita Registrant',
  ...numbers,
  password,
  confirmPassword: password,
});

describe('payee registration', () => {
  it('emails a code, and a wrong code costs an attempt until none remain', async () => {
    const email = `register-${randomUUID().slice(0, 12)}@test.example`;
    await post(corePaths.registrationCode, { email });
    const [message] = await listOutboxFor(email);
    expect(message?.channel).toBe('email');
    expect(message?.body).toMatch(/\b\d{6}\b/);
    const right = await codeSentTo(email);
    const wrong = right === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await post(corePaths.registrationCodeVerify, { email, code: wrong });
      expect(response.status).toBe(400);
      messages.push((await body<ApiError>(response)).errors?.code?.[0] ?? '');
    }
    expect(messages.slice(0, 4)).toEqual([
      'That code is not correct. Attempts remaining: 4.',
      'That code is not correct. Attempts remaining: 3.',
      'That code is not correct. Attempts remaining: 2.',
      'That code is not correct. Attempts remaining: 1.',
    ]);
    expect(messages[4]).toBe('No attempts remaining');
    const late = await post(corePaths.registrationCodeVerify, { email, code: right });
    expect(late.status).toBe(400);
    expect((await body<ApiError>(late)).errors?.code).toEqual(['No attempts remaining']);
  });

  it('says when the email already has an account', async () => {
    const email = 'carrier@demo.test';
    await post(corePaths.registrationCode, { email });
    const verified = await post(corePaths.registrationCodeVerify, { email, code: await codeSentTo(email) });
    expect((await body<RegistrationVerified>(verified)).accountExists).toBe(true);
  });

  it('looks the carrier up: a match, no match, numbers already taken, or nothing to check', async () => {
    const { registrationToken } = await verifiedEmail();
    const carrier = await registryCarrier();
    const lookUp = async (numbers: object) =>
      body<CarrierLookup>(await post(corePaths.registrationCarrier, { registrationToken, ...numbers }));

    const match = await lookUp({ dotNumber: carrier.dotNumber });
    expect(match.outcome).toBe('match');
    expect(match.carrier).toMatchObject({ legalName: carrier.legalName, mcNumber: carrier.mcNumber });
    expect((await lookUp({ mcNumber: carrier.mcNumber })).outcome).toBe('match');
    // Both numbers must be the same carrier's.
    expect((await lookUp({ dotNumber: carrier.dotNumber, mcNumber: '1' })).outcome).toBe('noMatch');
    expect((await lookUp({ dotNumber: '1' })).outcome).toBe('noMatch');
    // The demo carrier holds DOT 1234567.
    expect(await lookUp({ dotNumber: '1234567' })).toEqual({ outcome: 'accountExists', carrier: null });
    expect(await lookUp({ hasNoMcOrDot: true })).toEqual({ outcome: 'unverified', carrier: null });

    const invalid = await post(corePaths.registrationCarrier, { registrationToken, dotNumber: 'abc' });
    expect(invalid.status).toBe(400);
    expect((await body<ApiError>(invalid)).errors?.dotNumber).toEqual(['DOT # must be numeric']);
  });

  it('creates the carrier and its administrator, who signs in and must enrol MFA', async () => {
    const { email, registrationToken } = await verifiedEmail();
    const carrier = await registryCarrier();
    const form = { ...companyForm({ dotNumber: carrier.dotNumber }), registrationToken };
    const created = await post(corePaths.registrationAccount, form);
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ email });

    // A retry of the same request (a lost response) gets the same answer and creates nothing more.
    const retried = await post(corePaths.registrationAccount, form);
    expect(retried.status).toBe(201);

    const { session } = await ApiSession.signIn(email, password);
    const user = await body<CurrentUser>(await session.request('core', corePaths.currentUser));
    expect(user.email).toBe(email);
    expect(user.name).toBe('Rita Registrant');
    expect(user.missingDetails).toEqual([MissingDetail.Mfa]);
    expect(user.company.name).toBe('Test Registered Carrier');
    expect(user.company.type.id).toBe(CompanyType.Payee);
    expect(user.company.dotNumber).toBe(carrier.dotNumber);
    expect(user.roles.map((role) => role.id)).toEqual([Role.PayeeAdmin]);

    // The numbers now belong to the new company; nobody can register them again.
    const second = await verifiedEmail();
    const again = await post(corePaths.registrationAccount, {
      ...companyForm({ mcNumber: carrier.mcNumber }),
      registrationToken: second.registrationToken,
    });
    expect(again.status).toBe(409);
    expect((await body<ApiError>(again)).message).toBe(
      'A company with this DOT or MC number already has a LanePay account.',
    );
  });

  it('refuses numbers the registry does not know, and a spent or unknown token', async () => {
    const { registrationToken } = await verifiedEmail();
    const unknown = await post(corePaths.registrationAccount, {
      ...companyForm({ dotNumber: '1' }),
      registrationToken,
    });
    expect(unknown.status).toBe(400);
    expect((await body<ApiError>(unknown)).errors?.dotNumber).toEqual(['We were unable to verify your info']);

    const forged = await post(corePaths.registrationCarrier, {
      registrationToken: 'x'.repeat(43),
      dotNumber: '1234567',
    });
    expect(forged.status).toBe(400);
    expect((await body<ApiError>(forged)).message).toBe('Your registration has expired. Please start again.');
  });

  it('registers a carrier without DOT or MC numbers', async () => {
    const { email, registrationToken } = await verifiedEmail();
    const created = await post(corePaths.registrationAccount, {
      ...companyForm({ hasNoMcOrDot: true }),
      registrationToken,
    });
    expect(created.status).toBe(201);
    await expect(cognitoTokens(email, password)).resolves.toHaveProperty('idToken');
  });

  it('gives field errors for a bad form', async () => {
    const { registrationToken } = await verifiedEmail();
    const response = await post(corePaths.registrationAccount, {
      registrationToken,
      companyName: ' ',
      fullName: '',
      dotNumber: '',
      mcNumber: '',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(response.status).toBe(400);
    const { errors } = await body<ApiError>(response);
    expect(Object.keys(errors ?? {}).sort()).toEqual(
      ['companyName', 'confirmPassword', 'dotNumber', 'fullName', 'password'].sort(),
    );
    expect(errors?.companyName).toEqual(['Company name is required']);
  });

  it('forwards an invitation once per proved email, without passing the token on', async () => {
    const { registrationToken } = await verifiedEmail();
    const invitee = `owner-${randomUUID().slice(0, 12)}@test.example`;
    const invite = { email: invitee, name: 'Owen Owner', companyName: 'Owner Freight', fromName: 'Dan Dispatcher' };
    expect((await post(corePaths.forwardRegistration, invite)).status).toBe(400);
    const sent = await post(corePaths.forwardRegistration, { ...invite, registrationToken });
    expect(sent.status).toBe(200);
    const [message] = await listOutboxFor(invitee);
    expect(message?.body).toContain('Dan Dispatcher');
    expect(message?.body).toContain('/register-payee');
    expect(message?.body).not.toContain(registrationToken);
    expect((await post(corePaths.forwardRegistration, { ...invite, registrationToken })).status).toBe(400);
  });
});
