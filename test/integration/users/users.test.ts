import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { listOutboxFor } from '#functions/repositories/outbox.ts';
import { findUserIdByEmail, getUser } from '#functions/repositories/users.ts';
import { hasSmsMfa } from '#functions/services/cognito-users.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { MissingDetail } from '#shared/enums/missing-detail.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type {
  CompanyUser,
  CompanyUserPage,
  InvitedUser,
  PayeeRestrictionsView,
  UserRoles,
} from '#shared/schemas/users.ts';
import { ApiSession, cognitoTokens, ifMatch } from '../../support/api-session.ts';
import { createCompany, createUserWithMfa } from '../../support/fixtures.ts';
import { editUser, emailedPassword, firstSignIn, newEmail, refreshes } from './user-fixtures.ts';

const cognito = new CognitoIdentityProviderClient({});
const userPoolId = () => String(process.env.USER_POOL_ID);
const clientId = () => String(process.env.USER_POOL_CLIENT_ID);

type Team = {
  company: CompanyRecord;
  admin: ApiSession;
  adminId: number;
  driver: ApiSession;
  driverId: number;
  driverEmail: string;
};

/** A payee company of its own: an admin (PayeeAdmin) and a driver, both signed in. */
async function team(): Promise<Team> {
  const company = await createCompany(CompanyType.Payee);
  const adminEmail = await createUserWithMfa(company, [Role.PayeeAdmin]);
  const driverEmail = await createUserWithMfa(company, [Role.PayeeDriver]);
  const admin = await ApiSession.signIn(adminEmail);
  const driver = await ApiSession.signIn(driverEmail);
  return {
    company,
    admin: admin.session,
    adminId: admin.login.user.id,
    driver: driver.session,
    driverId: driver.login.user.id,
    driverEmail,
  };
}

const send = (session: ApiSession, method: string, path: string, json?: unknown) =>
  session.request('core', path, { method, ...(json === undefined ? {} : { json }) });

let t: Team;
let stranger: Team;

beforeAll(async () => {
  [t, stranger] = await Promise.all([team(), team()]);
});

describe('GET /users/roles', () => {
  it('gives the roles a payee or payor user admin can hand out', async () => {
    const payee = (await (await t.admin.request('core', corePaths.userRoles)).json()) as UserRoles;
    expect(payee.roles.map((r) => r.name)).toEqual(['PayeeAdmin', 'PayeeBilling', 'PayeeDriver']);
    const broker = (await ApiSession.signIn('broker@demo.test')).session;
    const payor = (await (await broker.request('core', corePaths.userRoles)).json()) as UserRoles;
    expect(payor.roles.map((r) => r.name)).toEqual(['UserAdmin', 'PayorSubmission', 'PayorReports']);
  });
});

describe('GET /users', () => {
  it('lists the company’s users for a user admin, and nobody else’s', async () => {
    const response = await t.admin.request('core', corePaths.users);
    expect(response.status).toBe(200);
    const page = (await response.json()) as CompanyUserPage;
    expect(page.items.map((u) => u.id).sort()).toEqual([t.adminId, t.driverId].sort());
    expect(page.items.find((u) => u.id === t.adminId)).toMatchObject({ isCurrentUser: true, roles: [{ id: 21 }] });
    const search = (await (
      await t.admin.request('core', `${corePaths.users}?q=${encodeURIComponent(t.driverEmail)}`)
    ).json()) as CompanyUserPage;
    expect(search.items.map((u) => u.id)).toEqual([t.driverId]);
  });

  it('is refused (403) without the user-management permission', async () => {
    expect((await t.driver.request('core', corePaths.users)).status).toBe(403);
  });

  it('serves payor companies too (UserAdmin)', async () => {
    const broker = (await ApiSession.signIn('broker@demo.test')).session;
    const page = (await (await broker.request('core', corePaths.users)).json()) as CompanyUserPage;
    expect(page.items.map((u) => u.email)).toContain('broker@demo.test');
  });
});

describe('POST /users', () => {
  it('answers bad input with 400 and errors on the named fields', async () => {
    const response = await send(t.admin, 'POST', corePaths.users, {
      name: ' ',
      email: 'nope',
      phoneNumber: '12',
      roleIds: [],
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).errors).toEqual({
      name: ['Name required'],
      email: ['Please enter a valid email address'],
      phoneNumber: ['Please enter a valid phone number'],
      roleIds: ['Choose at least one role.'],
    });
    const wrongRole = await send(t.admin, 'POST', corePaths.users, {
      name: 'Pat',
      email: newEmail(),
      roleIds: [Role.PayorSubmission],
    });
    expect(wrongRole.status).toBe(400);
    expect(((await wrongRole.json()) as ApiError).errors).toEqual({
      roleIds: ['This role cannot be given in this company.'],
    });
  });

  it('invites a new address: an account with a temporary password by email; the first sign-in joins, then MFA', async () => {
    const email = newEmail();
    const response = await send(t.admin, 'POST', corePaths.users, {
      name: 'Riley Rivera',
      email: email.toUpperCase(),
      phoneNumber: '(555) 555-0142',
      roleIds: [Role.PayeeBilling],
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as InvitedUser;
    expect(created).toMatchObject({ invitation: { email, state: 'Invited', roles: [{ id: Role.PayeeBilling }] } });
    const [message] = await listOutboxFor(email);
    expect(message?.subject).toBe('You have been added to LanePay');
    expect(message?.body).toContain(t.company.name);
    const login = await firstSignIn(email, await emailedPassword(email, /temporary password (\S+),/));
    expect(login.user.company.id).toBe(t.company.id);
    expect(login.user).toMatchObject({ name: 'Riley Rivera', phoneNumber: '+15555550142' });
    expect(login.user.missingDetails).toEqual([MissingDetail.Mfa]);

    // Adding the same person again adds nothing.
    const again = await send(t.admin, 'POST', corePaths.users, { name: 'Riley', email, roleIds: [Role.PayeeBilling] });
    expect(again.status).toBe(400);
    expect(((await again.json()) as ApiError).errors).toEqual({
      email: ['This person is already a user of this company.'],
    });
  });

  it('is refused (403) to users without the permission', async () => {
    const response = await send(t.driver, 'POST', corePaths.users, {
      name: 'X',
      email: newEmail(),
      roleIds: [Role.PayeeDriver],
    });
    expect(response.status).toBe(403);
  });
});

describe('GET and PUT /users/{id}', () => {
  it('shows oneself to anyone, others only to user admins, and another company’s users to nobody', async () => {
    expect((await t.driver.request('core', fillPath(corePaths.user, { id: t.driverId }))).status).toBe(200);
    expect((await t.driver.request('core', fillPath(corePaths.user, { id: t.adminId }))).status).toBe(403);
    expect((await t.admin.request('core', fillPath(corePaths.user, { id: t.driverId }))).status).toBe(200);
    const foreign = await t.admin.request('core', fillPath(corePaths.user, { id: stranger.adminId }));
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain('@test.example');
    expect((await t.admin.request('core', '/users/abc')).status).toBe(400);
  });

  it('lets users edit their own name and phone, not their roles', async () => {
    const own = await editUser(t.driver, t.driverId, {
      name: 'Dana D. Driver',
      phoneNumber: '555-555-0177',
    });
    expect(own.status).toBe(200);
    expect((await own.json()) as CompanyUser).toMatchObject({ name: 'Dana D. Driver', phoneNumber: '+15555550177' });
    const me = (await (await t.driver.request('core', corePaths.currentUser)).json()) as { name: string };
    expect(me.name).toBe('Dana D. Driver');
    const roles = await editUser(t.driver, t.driverId, {
      name: 'Dana',
      roleIds: [Role.PayeeAdmin],
    });
    expect(roles.status).toBe(403);
    const bad = await editUser(t.driver, t.driverId, {
      name: '',
      phoneNumber: 'x',
    });
    expect(((await bad.json()) as ApiError).errors).toEqual({
      name: ['Name required'],
      phoneNumber: ['Please enter a valid phone number'],
    });
  });

  it('lets a user admin change roles, but not drop their own admin role', async () => {
    const response = await editUser(t.admin, t.driverId, {
      name: 'Dana Driver',
      phoneNumber: '',
      roleIds: [Role.PayeeDriver, Role.PayeeBilling],
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as CompanyUser).roles.map((r) => r.id)).toEqual([
      Role.PayeeDriver,
      Role.PayeeBilling,
    ]);
    const session = (await (await t.driver.request('core', corePaths.currentUser)).json()) as { authRoles: number[] };
    expect(session.authRoles).toEqual([Role.PayeeDriver, Role.PayeeBilling]);

    const self = await editUser(t.admin, t.adminId, {
      name: 'Admin',
      roleIds: [Role.PayeeBilling],
    });
    expect(self.status).toBe(400);
    expect(((await self.json()) as ApiError).errors).toEqual({
      roleIds: ['You cannot remove your own administrator role.'],
    });
    const foreign = await editUser(t.admin, stranger.driverId, {
      name: 'Hijack',
      roleIds: [Role.PayeeAdmin],
    });
    expect(foreign.status).toBe(404);
  });
});

describe('DELETE /users/{id}', () => {
  it('removes a user from the company; with no company left they can no longer sign in', async () => {
    const email = newEmail();
    await send(t.admin, 'POST', corePaths.users, { name: 'Short Stay', email, roleIds: [Role.PayeeDriver] });
    const joined = await firstSignIn(email, await emailedPassword(email, /temporary password (\S+),/));
    const id = joined.user.id;
    expect((await send(t.driver, 'DELETE', fillPath(corePaths.user, { id }))).status).toBe(403);
    expect((await send(t.admin, 'DELETE', fillPath(corePaths.user, { id: stranger.driverId }))).status).toBe(404);
    const self = await send(t.admin, 'DELETE', fillPath(corePaths.user, { id: t.adminId }));
    expect(self.status).toBe(409);

    const response = await send(t.admin, 'DELETE', fillPath(corePaths.user, { id }));
    expect(response.status).toBe(200);
    const page = (await (await t.admin.request('core', corePaths.users)).json()) as CompanyUserPage;
    expect(page.items.map((u) => u.id)).not.toContain(id);
    expect((await getUser(id))?.memberships).toEqual([]);
    const pool = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }));
    expect(pool.Enabled).toBe(false);
  });
});

describe('PUT /users/{id}/send_login_request', () => {
  it('emails a temporary password set at Cognito (Permanent=false) and signs the user out everywhere', async () => {
    const own = await team();
    const tokens = await cognitoTokens(own.driverEmail);
    const response = await send(own.admin, 'PUT', fillPath(corePaths.userSendLoginRequest, { id: own.driverId }));
    expect(response.status).toBe(200);
    const [message] = await listOutboxFor(own.driverEmail);
    expect(message?.subject).toBe('Your LanePay temporary password');
    const temporary = await emailedPassword(own.driverEmail, /temporary password is (\S+)\./);
    const challenge = await cognito.send(
      new InitiateAuthCommand({
        ClientId: clientId(),
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: own.driverEmail, PASSWORD: temporary },
      }),
    );
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    // Whoever held a session or a refresh token of the user holds nothing now.
    expect((await own.driver.request('core', corePaths.currentUser)).status).toBe(401);
    expect(await refreshes(tokens.refreshToken)).toBe(false);
  });

  it('needs the permission and the company’s own user', async () => {
    expect((await send(t.driver, 'PUT', fillPath(corePaths.userSendLoginRequest, { id: t.adminId }))).status).toBe(403);
    expect(
      (await send(t.admin, 'PUT', fillPath(corePaths.userSendLoginRequest, { id: stranger.adminId }))).status,
    ).toBe(404);
  });
});

describe('PUT /users/{id}/reset_mfa', () => {
  it('makes the user enrol MFA again at the next sign-in and ends their sessions', async () => {
    const company = await createCompany(CompanyType.Payee);
    const adminEmail = await createUserWithMfa(company, [Role.PayeeAdmin]);
    const targetEmail = await createUserWithMfa(company, [Role.PayeeBilling]);
    const admin = (await ApiSession.signIn(adminEmail)).session;
    const target = await ApiSession.signIn(targetEmail);
    expect(await hasSmsMfa(targetEmail)).toBe(true);

    const response = await send(admin, 'PUT', fillPath(corePaths.userResetMfa, { id: target.login.user.id }));
    expect(response.status).toBe(200);
    expect(await hasSmsMfa(targetEmail)).toBe(false);
    expect((await target.session.request('core', corePaths.currentUser)).status).toBe(401);
    const [message] = await listOutboxFor(targetEmail);
    expect(message?.subject).toBe('Your LanePay multi-factor authentication was reset');

    const login = await firstSignIn(targetEmail, await emailedPassword(targetEmail, /temporary password (\S+),/));
    expect(login.user.id).toBe(target.login.user.id);
    expect(login.user.missingDetails).toEqual([MissingDetail.Mfa]);
    expect(await findUserIdByEmail(targetEmail)).toBe(target.login.user.id);
  });

  it('refuses one’s own MFA (409), other users without permission (403) and other companies (404)', async () => {
    expect((await send(t.admin, 'PUT', fillPath(corePaths.userResetMfa, { id: t.adminId }))).status).toBe(409);
    expect((await send(t.driver, 'PUT', fillPath(corePaths.userResetMfa, { id: t.adminId }))).status).toBe(403);
    expect((await send(t.admin, 'PUT', fillPath(corePaths.userResetMfa, { id: stranger.adminId }))).status).toBe(404);
  });
});

describe('Restrictions', () => {
  it('stores “Allowed to view paperwork” on the company and its members’ copies', async () => {
    const initial = (await (
      await t.admin.request('core', corePaths.payeeRestrictions)
    ).json()) as PayeeRestrictionsView;
    expect(initial).toEqual({ isPaperworkViewAllowed: true, version: expect.any(Number) });
    const response = await t.admin.request('core', corePaths.payeeRestrictions, {
      method: 'PUT',
      json: { isPaperworkViewAllowed: false },
      headers: ifMatch(initial.version),
    });
    expect(response.status).toBe(200);
    const after = (await (await t.driver.request('core', corePaths.payeeRestrictions)).json()) as PayeeRestrictionsView;
    expect(after).toEqual({ isPaperworkViewAllowed: false, version: initial.version + 1 });
    const driver = await getUser(t.driverId);
    expect(driver?.memberships.find((m) => m.companyId === t.company.id)?.company.isPaperworkViewAllowed).toBe(false);
  });

  it('is changed only by user admins, with valid input, in payee companies', async () => {
    expect((await send(t.driver, 'PUT', corePaths.payeeRestrictions, { isPaperworkViewAllowed: true })).status).toBe(
      403,
    );
    const bad = await send(t.admin, 'PUT', corePaths.payeeRestrictions, { isPaperworkViewAllowed: 'yes' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ApiError).errors).toHaveProperty('isPaperworkViewAllowed');
    const broker = (await ApiSession.signIn('broker@demo.test')).session;
    expect((await broker.request('core', corePaths.payeeRestrictions)).status).toBe(403);
  });
});
