import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { listOutboxFor } from '#functions/repositories/outbox.ts';
import { getUser } from '#functions/repositories/users.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import type {
  CompanyInvitationList,
  CompanyUser,
  CompanyUserPage,
  InvitedUser,
  MyInvitationList,
} from '#shared/schemas/users.ts';
import { ApiSession, cognitoTokens } from '../../support/api-session.ts';
import { createCompany, createUserWithMfa } from '../../support/fixtures.ts';
import { editUser, firstSignIn, newEmail, refreshes } from './user-fixtures.ts';

type Team = { company: CompanyRecord; admin: ApiSession; adminId: number };

/** A payee company of its own with a signed-in admin. */
async function team(): Promise<Team> {
  const company = await createCompany(CompanyType.Payee);
  const signedIn = await ApiSession.signIn(await createUserWithMfa(company, [Role.PayeeAdmin]));
  return { company, admin: signedIn.session, adminId: signedIn.login.user.id };
}

/** Someone with an account of their own in another company, signed in. */
async function outsider(): Promise<{ email: string; id: number; session: ApiSession; company: CompanyRecord }> {
  const company = await createCompany(CompanyType.Payee);
  const email = await createUserWithMfa(company, [Role.PayeeDriver]);
  const { session, login } = await ApiSession.signIn(email);
  return { email, id: login.user.id, session, company };
}

const send = (session: ApiSession, method: string, path: string, json?: unknown) =>
  session.request('core', path, { method, ...(json === undefined ? {} : { json }) });

async function invite(admin: ApiSession, email: string, roleIds: Role[] = [Role.PayeeDriver]): Promise<Response> {
  return send(admin, 'POST', corePaths.users, { name: 'Typed By Admin', email, phoneNumber: '', roleIds });
}

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

let inviter: Team;

beforeAll(async () => {
  inviter = await team();
});

describe('adding an email that already has an account', () => {
  it('answers exactly as for a new address and tells the admin nothing about the person', async () => {
    const existing = await outsider();
    const before = await getUser(existing.id);
    const forExisting = await invite(inviter.admin, existing.email.toUpperCase());
    const forNew = await invite(inviter.admin, newEmail());
    expect(forExisting.status).toBe(201);
    expect(forNew.status).toBe(forExisting.status);
    const existingBody = await json<InvitedUser>(forExisting);
    const newBody = await json<InvitedUser>(forNew);
    expect(Object.keys(existingBody)).toEqual(Object.keys(newBody));
    expect(Object.keys(existingBody.invitation).sort()).toEqual(Object.keys(newBody.invitation).sort());
    expect(existingBody.invitation).toMatchObject({
      email: existing.email,
      state: 'Invited',
      roles: [{ id: Role.PayeeDriver }],
    });
    expect(JSON.stringify(existingBody)).not.toContain(String(before?.name));

    // Not a member: not listed, not reachable, their account untouched.
    expect((await getUser(existing.id))?.memberships).toEqual(before?.memberships);
    const users = await json<CompanyUserPage>(await inviter.admin.request('core', corePaths.users));
    expect(users.items.map((u) => u.id)).not.toContain(existing.id);
    const invitations = await json<CompanyInvitationList>(
      await inviter.admin.request('core', corePaths.companyInvitations),
    );
    expect(invitations.items.find((i) => i.email === existing.email)).toMatchObject({ state: 'Invited' });
    expect(JSON.stringify(invitations)).not.toContain(String(before?.name));
  });

  it('gives the admin no hold on the account before the person accepts', async () => {
    const existing = await outsider();
    await invite(inviter.admin, existing.email);
    const path = (template: string) => fillPath(template, { id: existing.id });
    expect((await inviter.admin.request('core', path(corePaths.user))).status).toBe(404);
    expect((await send(inviter.admin, 'PUT', path(corePaths.user), { name: 'Renamed', phoneNumber: '' })).status).toBe(
      404,
    );
    expect((await send(inviter.admin, 'PUT', path(corePaths.userSendLoginRequest))).status).toBe(404);
    expect((await send(inviter.admin, 'PUT', path(corePaths.userResetMfa))).status).toBe(404);
    // The person's own sign-in still works exactly as before.
    expect((await existing.session.request('core', corePaths.currentUser)).status).toBe(200);
    await cognitoTokens(existing.email);
  });

  it('lets the person see the invitation, accept it, and join with the offered roles', async () => {
    const existing = await outsider();
    await invite(inviter.admin, existing.email, [Role.PayeeBilling]);
    const [notice] = await listOutboxFor(existing.email);
    expect(notice?.subject).toBe(`You are invited to join ${inviter.company.name} on LanePay`);
    expect(notice?.body).not.toMatch(/password/i);

    const mine = await json<MyInvitationList>(await existing.session.request('core', corePaths.myInvitations));
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      company: { name: inviter.company.name },
      roles: [{ id: Role.PayeeBilling }],
    });
    const id = String(mine.items[0]?.id);

    const accepted = await send(existing.session, 'POST', fillPath(corePaths.acceptInvitation, { id }));
    expect(accepted.status).toBe(200);
    const me = await json<CurrentUser>(accepted);
    expect(me.availableCompanies.map((c) => c.id).sort()).toEqual([existing.company.id, inviter.company.id].sort());
    expect((await getUser(existing.id))?.memberships.find((m) => m.companyId === inviter.company.id)?.roleIds).toEqual([
      Role.PayeeBilling,
    ]);

    const users = await json<CompanyUserPage>(await inviter.admin.request('core', corePaths.users));
    expect(users.items.find((u) => u.id === existing.id)).toMatchObject({ email: existing.email });
    expect(
      (await json<CompanyInvitationList>(await inviter.admin.request('core', corePaths.companyInvitations))).items.map(
        (i) => i.email,
      ),
    ).not.toContain(existing.email);
    expect(
      (await json<MyInvitationList>(await existing.session.request('core', corePaths.myInvitations))).items,
    ).toEqual([]);
    // Answered once: a second acceptance finds nothing.
    expect((await send(existing.session, 'POST', fillPath(corePaths.acceptInvitation, { id }))).status).toBe(404);
  });

  it('lets the person decline, and the admin withdraw', async () => {
    const declining = await outsider();
    await invite(inviter.admin, declining.email);
    const [offer] = (await json<MyInvitationList>(await declining.session.request('core', corePaths.myInvitations)))
      .items;
    expect(
      (await send(declining.session, 'POST', fillPath(corePaths.declineInvitation, { id: String(offer?.id) }))).status,
    ).toBe(200);
    expect((await getUser(declining.id))?.memberships.map((m) => m.companyId)).toEqual([declining.company.id]);

    const withdrawn = await outsider();
    const sent = await json<InvitedUser>(await invite(inviter.admin, withdrawn.email));
    const other = await team();
    const foreignCancel = await send(
      other.admin,
      'DELETE',
      fillPath(corePaths.companyInvitation, { id: sent.invitation.id }),
    );
    expect(foreignCancel.status).toBe(404);
    expect(
      (await send(inviter.admin, 'DELETE', fillPath(corePaths.companyInvitation, { id: sent.invitation.id }))).status,
    ).toBe(200);
    expect(
      (await json<MyInvitationList>(await withdrawn.session.request('core', corePaths.myInvitations))).items,
    ).toEqual([]);
    const accept = await send(
      withdrawn.session,
      'POST',
      fillPath(corePaths.acceptInvitation, { id: sent.invitation.id }),
    );
    expect(accept.status).toBe(404);
    // Invited again after an answer: a new invitation.
    expect((await invite(inviter.admin, declining.email)).status).toBe(201);
  });

  it('keeps an invitation to its invitee: nobody else can see or accept it', async () => {
    const invitee = await outsider();
    const sent = await json<InvitedUser>(await invite(inviter.admin, invitee.email));
    const someoneElse = await outsider();
    expect(
      (await json<MyInvitationList>(await someoneElse.session.request('core', corePaths.myInvitations))).items,
    ).toEqual([]);
    expect(
      (await send(someoneElse.session, 'POST', fillPath(corePaths.acceptInvitation, { id: sent.invitation.id })))
        .status,
    ).toBe(404);
    expect((await getUser(someoneElse.id))?.memberships.map((m) => m.companyId)).toEqual([someoneElse.company.id]);
  });

  it('refuses a second invitation of the same address while one is pending, and a member', async () => {
    const invitee = await outsider();
    await invite(inviter.admin, invitee.email);
    const again = await invite(inviter.admin, invitee.email);
    expect(again.status).toBe(400);
    expect((await json<ApiError>(again)).errors).toEqual({
      email: ['This person has already been invited to this company.'],
    });
    const member = await invite(inviter.admin, (await getUser(inviter.adminId))?.email ?? '');
    expect((await json<ApiError>(member)).errors).toEqual({
      email: ['This person is already a user of this company.'],
    });
  });
});

describe('a member who belongs to other companies too', () => {
  it('is managed by each company only as its member: roles and removal, not name, phone, password or MFA', async () => {
    const person = await outsider();
    await invite(inviter.admin, person.email, [Role.PayeeDriver]);
    const [offer] = (await json<MyInvitationList>(await person.session.request('core', corePaths.myInvitations))).items;
    await send(person.session, 'POST', fillPath(corePaths.acceptInvitation, { id: String(offer?.id) }));
    const userPath = (template: string) => fillPath(template, { id: person.id });
    const tokens = await cognitoTokens(person.email);

    const view = await json<CompanyUser>(await inviter.admin.request('core', userPath(corePaths.user)));
    expect(view).toMatchObject({ canEditDetails: false, canResetCredentials: false });
    const original = await getUser(person.id);
    const roles = await editUser(inviter.admin, person.id, {
      name: original?.name,
      phoneNumber: original?.phoneNumber ?? '',
      roleIds: [Role.PayeeBilling],
    });
    expect(roles.status).toBe(200);
    const rename = await editUser(inviter.admin, person.id, { name: 'Taken Over', phoneNumber: '' });
    expect(rename.status).toBe(403);
    expect((await send(inviter.admin, 'PUT', userPath(corePaths.userSendLoginRequest))).status).toBe(403);
    expect((await send(inviter.admin, 'PUT', userPath(corePaths.userResetMfa))).status).toBe(403);
    expect((await getUser(person.id))?.name).toBe(original?.name);
    expect(await refreshes(tokens.refreshToken)).toBe(true);

    // They still rename themselves.
    const own = await editUser(person.session, person.id, { name: 'My Own Name', phoneNumber: '' });
    expect(own.status).toBe(200);

    expect((await send(inviter.admin, 'DELETE', userPath(corePaths.user))).status).toBe(200);
    expect((await getUser(person.id))?.memberships.map((m) => m.companyId)).toEqual([person.company.id]);
  });
});

describe('adding a new address', () => {
  it('creates an account in no company; its first sign-in joins the inviting company', async () => {
    const email = newEmail();
    const sent = await json<InvitedUser>(await invite(inviter.admin, email, [Role.PayeeBilling]));
    const users = await json<CompanyUserPage>(await inviter.admin.request('core', corePaths.users));
    expect(users.items.map((u) => u.email)).not.toContain(email);

    const [welcome] = await listOutboxFor(email);
    const temporary = welcome?.body.match(/temporary password (\S+),/)?.[1];
    const login = await firstSignIn(email, String(temporary));
    expect(login.user.company.id).toBe(inviter.company.id);
    expect(login.user.authRoles).toEqual([Role.PayeeBilling]);
    const after = await json<CompanyUserPage>(await inviter.admin.request('core', corePaths.users));
    expect(after.items.find((u) => u.email === email)).toMatchObject({ name: 'Typed By Admin' });
    const invitations = await json<CompanyInvitationList>(
      await inviter.admin.request('core', corePaths.companyInvitations),
    );
    expect(invitations.items.map((i) => i.id)).not.toContain(sent.invitation.id);
  });
});
