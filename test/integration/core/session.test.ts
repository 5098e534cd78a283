import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { hashSecret } from '#functions/lib/http/session-cookie.ts';
import { keys } from '#functions/repositories/keys.ts';
import { takeSend } from '#functions/repositories/send-throttle.ts';
import { signedInTrustSeconds } from '#functions/repositories/signed-in-cache.ts';
import { tableName } from '#functions/repositories/table.ts';
import { demoCompanies, demoPassword } from '#infra/local/seed/demo-accounts.ts';
import { corePaths } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { MissingDetail } from '#shared/enums/missing-detail.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import type { LoginResponse, SessionTiming } from '#shared/schemas/session.ts';
import { ApiSession, cognitoTokens } from '../../support/api-session.ts';
import { createCompany, createUserWithMfa, createUserWithoutMfa } from '../../support/fixtures.ts';
import { refreshes } from '../users/user-fixtures.ts';

describe('POST login', () => {
  it('exchanges a Cognito ID token for an HttpOnly session cookie and a CSRF token', async () => {
    const tokens = await cognitoTokens('carrier@demo.test');
    const session = new ApiSession();
    const response = await session.request('core', corePaths.login, {
      method: 'POST',
      json: { tokenType: 'cognito', token: tokens.idToken, refreshToken: tokens.refreshToken },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('lanepay_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const body = (await response.json()) as { csrfToken: string; seconds: number; user: CurrentUser };
    expect(body.csrfToken.length).toBeGreaterThan(20);
    expect(body.seconds).toBe(1800);
    expect(body.user.email).toBe('carrier@demo.test');
    expect(body.user.company.type.id).toBe(CompanyType.Payee);
    expect(body.user.roles).toEqual([{ id: Role.PayeeAdmin, name: 'PayeeAdmin' }]);
    expect(JSON.stringify(body)).not.toContain(tokens.refreshToken);
  });

  it('refuses a forged token with 401', async () => {
    const tokens = await cognitoTokens('carrier@demo.test');
    const [header, payload] = tokens.idToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    const response = await new ApiSession().request('core', corePaths.login, {
      method: 'POST',
      json: { tokenType: 'cognito', token: forged, refreshToken: tokens.refreshToken },
    });
    expect(response.status).toBe(401);
    const body = (await response.json()) as ApiError;
    expect(body.code).toBe('unauthenticated');
  });

  it('refuses an access token in place of an ID token', async () => {
    const tokens = await cognitoTokens('carrier@demo.test');
    const response = await new ApiSession().request('core', corePaths.login, {
      method: 'POST',
      json: { tokenType: 'cognito', token: tokens.accessToken, refreshToken: tokens.refreshToken },
    });
    expect(response.status).toBe(401);
  });

  it('answers bad input with 400 and errors by field, never 500', async () => {
    const session = new ApiSession();
    const missing = await session.request('core', corePaths.login, { method: 'POST', json: { tokenType: 'cognito' } });
    expect(missing.status).toBe(400);
    const body = (await missing.json()) as ApiError;
    expect(Object.keys(body.errors ?? {})).toEqual(expect.arrayContaining(['token', 'refreshToken']));
    const malformed = await session.request('core', corePaths.login, {
      method: 'POST',
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
  });
});

describe('session', () => {
  it('serves current_user and token_expiration from the cookie', async () => {
    const { session } = await ApiSession.signIn('broker@demo.test');
    const me = await session.request('core', corePaths.currentUser);
    expect(me.status).toBe(200);
    const user = (await me.json()) as CurrentUser;
    expect(user.company.name).toBe(demoCompanies.broker.name);
    expect(user.authRoles).toEqual([Role.PayorSubmission, Role.PayorReports, Role.UserAdmin]);
    expect(user.payorDetails).toEqual({
      payorTypeId: 1,
      isHighwaySubscriber: demoCompanies.broker.isHighwaySubscriber,
    });
    const timing = (await (await session.request('core', corePaths.tokenExpiration)).json()) as SessionTiming;
    expect(timing.seconds).toBeGreaterThan(1790);
    expect(timing.csrfToken).toBe(session.csrfToken);
  });

  it('requires the CSRF header on every mutation', async () => {
    const { session } = await ApiSession.signIn('carrier@demo.test');
    const withoutHeader = await session.request('core', corePaths.newToken, {
      method: 'POST',
      headers: { 'x-csrf-token': 'wrong' },
    });
    expect(withoutHeader.status).toBe(403);
    expect(((await withoutHeader.json()) as ApiError).code).toBe('csrf_mismatch');
    const renewed = await session.request('core', corePaths.newToken, { method: 'POST' });
    expect(renewed.status).toBe(200);
  });

  it('switches company only to one of the user’s companies', async () => {
    const { session, login } = await ApiSession.signIn('carrier@demo.test');
    expect(login.user.availableCompanies.map((c) => c.id)).toEqual([
      demoCompanies.carrier.id,
      demoCompanies.secondCarrier.id,
    ]);
    const other = await session.request('core', corePaths.session, {
      method: 'PUT',
      json: { companyId: demoCompanies.broker.id },
    });
    expect(other.status).toBe(403);
    const switched = await session.request('core', corePaths.session, {
      method: 'PUT',
      json: { companyGuid: demoCompanies.secondCarrier.guid },
    });
    expect(switched.status).toBe(200);
    expect(session.cookies.get('lanepay_session')?.split('.')[1]).toBe(String(demoCompanies.secondCarrier.id));
    const me = (await (await session.request('core', corePaths.currentUser)).json()) as CurrentUser;
    expect(me.company.id).toBe(demoCompanies.secondCarrier.id);
  });

  it('logs out: the session stops working at once', async () => {
    const { session } = await ApiSession.signIn('shipper@demo.test');
    const cookies = new Map(session.cookies);
    expect((await session.request('core', corePaths.logout, { method: 'POST' })).status).toBe(200);
    session.cookies = cookies;
    expect((await session.request('core', corePaths.currentUser)).status).toBe(401);
  });

  it('lets a read use the session read a moment ago, never a mutation, and never past a few seconds', async () => {
    const { session } = await ApiSession.signIn('shipper@demo.test');
    expect((await session.request('core', corePaths.currentUser)).status).toBe(200);
    // Another container signs the session out: a client of its own, so this process sees no write.
    const [userId, , secret] = (session.cookies.get('lanepay_session') ?? '').split('.');
    const elsewhere = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    await elsewhere.send(
      new DeleteCommand({ TableName: tableName(), Key: keys.session(Number(userId), hashSecret(secret ?? '')) }),
    );
    expect((await session.request('core', corePaths.currentUser)).status).toBe(200);
    expect((await session.request('core', corePaths.newToken, { method: 'POST' })).status).toBe(401);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (signedInTrustSeconds + 1) * 1000);
      expect((await session.request('core', corePaths.currentUser)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs out: the refresh token handed in at sign-in neither refreshes nor opens a session again', async () => {
    const email = await createUserWithMfa(await createCompany(CompanyType.Payor), [Role.PayorReports]);
    const tokens = await cognitoTokens(email);
    const login = { tokenType: 'cognito', token: tokens.idToken, refreshToken: tokens.refreshToken };
    const session = new ApiSession();
    const signedIn = await session.request('core', corePaths.login, { method: 'POST', json: login });
    session.csrfToken = ((await signedIn.json()) as LoginResponse).csrfToken;
    expect((await session.request('core', corePaths.logout, { method: 'POST' })).status).toBe(200);

    expect(await refreshes(tokens.refreshToken)).toBe(false);
    const again = await new ApiSession().request('core', corePaths.login, { method: 'POST', json: login });
    expect(again.status).toBe(401);
  });

  it('opens no session with a refresh token that is not the ID token’s user’s', async () => {
    const mine = await cognitoTokens(
      await createUserWithMfa(await createCompany(CompanyType.Payee), [Role.PayeeDriver]),
    );
    const theirs = await cognitoTokens('shipper@demo.test');
    const response = await new ApiSession().request('core', corePaths.login, {
      method: 'POST',
      json: { tokenType: 'cognito', token: mine.idToken, refreshToken: theirs.refreshToken },
    });
    expect(response.status).toBe(401);
  });

  it('answers 401 without a session', async () => {
    expect((await new ApiSession().request('core', corePaths.currentUser)).status).toBe(401);
  });
});

describe('area gating', () => {
  it('gives a payee session 403 and no data on a payor API', async () => {
    const { session } = await ApiSession.signIn('carrier@demo.test');
    const response = await session.request('core', `${corePaths.payorProfileSettings}?ids=20`);
    expect(response.status).toBe(403);
    const body = (await response.json()) as ApiError;
    expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  });

  it('serves the payor its own settings', async () => {
    const { session } = await ApiSession.signIn('broker@demo.test');
    const response = await session.request('core', `${corePaths.payorProfileSettings}?ids=20&ids=29&ids=7`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      settings: [
        { id: 20, value: 'true' },
        { id: 29, value: 'true' },
        { id: 7, value: null },
      ],
    });
  });

  it('lets payee, payor and admin read paperwork types but not a factor', async () => {
    for (const [email, status] of [
      ['carrier@demo.test', 200],
      ['broker@demo.test', 200],
      ['admin@demo.test', 200],
      ['factor@demo.test', 403],
    ] as const) {
      const { session } = await ApiSession.signIn(email);
      expect((await session.request('settlement', settlementPaths.chargeTypes)).status, email).toBe(status);
    }
  });
});

describe('MFA enrolment', () => {
  it('keeps a user without MFA in the enrolment calls until SMS MFA is on in the pool', async () => {
    const email = await createUserWithoutMfa(await createCompany(CompanyType.Payee), [Role.PayeeAdmin]);
    const { session, login } = await ApiSession.signIn(email);
    expect(login.user.missingDetails).toEqual([MissingDetail.Mfa]);
    expect((await session.request('settlement', settlementPaths.chargeTypes)).status).toBe(403);

    const call = await session.request('core', '/users/send_mfa/call', {
      method: 'PUT',
      json: { phoneNumber: '5555550177' },
    });
    expect(call.status).toBe(400);
    const badPhone = await session.request('core', '/users/send_mfa/text', {
      method: 'PUT',
      json: { phoneNumber: '12' },
    });
    expect(badPhone.status).toBe(400);
    expect(((await badPhone.json()) as ApiError).errors?.phoneNumber).toEqual(['Please enter a valid phone number']);

    const sent = await session.request('core', '/users/send_mfa/text', {
      method: 'PUT',
      json: { phoneNumber: '(555) 555-0177' },
    });
    expect(sent.status).toBe(200);
    const wrong = await session.request('core', '/users/register_mfa/text', {
      method: 'PUT',
      json: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    const enrolled = await session.request('core', '/users/register_mfa/text', {
      method: 'PUT',
      json: { code: '123456' },
    });
    expect(enrolled.status).toBe(200);
    expect(((await enrolled.json()) as CurrentUser).missingDetails).toEqual([]);
    expect((await session.request('settlement', settlementPaths.chargeTypes)).status).toBe(200);

    // The next sign-in now goes through the SMS challenge.
    const next = await new CognitoIdentityProviderClient({}).send(
      new InitiateAuthCommand({
        ClientId: String(process.env.USER_POOL_CLIENT_ID),
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: demoPassword },
      }),
    );
    expect(next.ChallengeName).toBe('SMS_MFA');
    expect(next.ChallengeParameters?.CODE_DELIVERY_DESTINATION).toBe('+15555550177');
  });

  it('sends at most five codes in fifteen minutes to one user', async () => {
    const email = await createUserWithoutMfa(await createCompany(CompanyType.Payee), [Role.PayeeAdmin]);
    const { session } = await ApiSession.signIn(email);
    const send = () =>
      session.request('core', '/users/send_mfa/text', { method: 'PUT', json: { phoneNumber: '(555) 555-0178' } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send()).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = (await (await send()).json()) as ApiError;
    expect(refused).toMatchObject({
      code: 'too_many_attempts',
      message: 'Too many codes were sent. Please wait a few minutes and try again.',
    });
  });
});

describe('send throttle', () => {
  it('opens a new window once the last one is over, and counts concurrent sends exactly', async () => {
    const scope = `test:${randomUUID()}`;
    const start = new Date('2026-11-21T12:00:00.000Z');
    const results = await Promise.all(Array.from({ length: 8 }, () => takeSend(scope, 5, 60_000, start)));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await takeSend(scope, 5, 60_000, new Date(start.getTime() + 59_000))).toBe(false);
    expect(await takeSend(scope, 5, 60_000, new Date(start.getTime() + 60_001))).toBe(true);
  });
});
