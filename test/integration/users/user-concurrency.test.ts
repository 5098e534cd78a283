import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { getUser } from '#functions/repositories/users.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import enErrors from '#shared/i18n/en/errors.ts';
import frErrors from '#shared/i18n/fr/errors.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { CompanyUser, PayeeRestrictionsView } from '#shared/schemas/users.ts';
import { ApiSession, ifMatch } from '../../support/api-session.ts';
import { createCompany, createUserWithMfa } from '../../support/fixtures.ts';

/**
 * Concurrent edits of a company user (name, phone, roles) and of the payee's restrictions
 * (reliability issue, item 10): each is made on the version the editor loaded (If-Match, the
 * ETag of its GET); of many made on one version exactly one is written and the others are 409 with
 * 'This was changed at the same time'; a stale version is 409, no If-Match is 428.
 */

type Team = { company: CompanyRecord; admin: ApiSession; adminId: number; driver: ApiSession; driverId: number };

async function team(): Promise<Team> {
  const company = await createCompany(CompanyType.Payee);
  const [adminEmail, driverEmail] = await Promise.all([
    createUserWithMfa(company, [Role.PayeeAdmin]),
    createUserWithMfa(company, [Role.PayeeDriver]),
  ]);
  const [admin, driver] = await Promise.all([ApiSession.signIn(adminEmail), ApiSession.signIn(driverEmail)]);
  return {
    company,
    admin: admin.session,
    adminId: admin.login.user.id,
    driver: driver.session,
    driverId: driver.login.user.id,
  };
}

const conflict = { message: enErrors.concurrentChange, code: 'conflict' };
const racers = 20;

async function answersOf(responses: Promise<Response>[]): Promise<{ status: number; body: unknown }[]> {
  return Promise.all((await Promise.all(responses)).map(async (r) => ({ status: r.status, body: await r.json() })));
}

function put(session: ApiSession, path: string, json: unknown, headers: Record<string, string> = {}) {
  return session.request('core', path, { method: 'PUT', json, headers });
}

async function userOf(session: ApiSession, id: number): Promise<{ user: CompanyUser; etag: string | null }> {
  const response = await session.request('core', fillPath(corePaths.user, { id }));
  expect(response.status).toBe(200);
  return { user: (await response.json()) as CompanyUser, etag: response.headers.get('etag') };
}

let t: Team;
beforeAll(async () => {
  t = await team();
});

describe('PUT /users/{id} on a version', () => {
  it('answers the user’s version in the body and as the ETag', async () => {
    const { user, etag } = await userOf(t.admin, t.driverId);
    expect(etag).toBe(`"v${user.version}"`);
    const me = (await (await t.driver.request('core', corePaths.currentUser)).json()) as { version: number };
    expect(me.version).toBe(user.version);
  });

  it('of 20 renames made on one version, writes exactly one: the others are 409', async () => {
    const { user } = await userOf(t.admin, t.driverId);
    const path = fillPath(corePaths.user, { id: t.driverId });
    const names = Array.from({ length: racers }, (_, i) => `Racer Number${i}`);
    const answers = await answersOf(names.map((name) => put(t.admin, path, { name }, ifMatch(user.version))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(racers - 1);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body).toEqual(conflict);
    const winner = names[statuses.indexOf(200)];
    const stored = await getUser(t.driverId);
    expect(stored).toMatchObject({ name: winner, version: user.version + 1 });
    expect((await userOf(t.admin, t.driverId)).user.name).toBe(winner);
  });

  it('refuses an edit made on a stale version (details or roles) with 409 and writes nothing', async () => {
    const { user } = await userOf(t.admin, t.driverId);
    const path = fillPath(corePaths.user, { id: t.driverId });
    // The driver changes their own phone...
    const own = await put(t.driver, path, { name: user.name, phoneNumber: '555-555-0190' }, ifMatch(user.version));
    expect(own.status).toBe(200);
    // ...while the admin, who loaded the user before that, gives them a role: refused, not a silent overwrite.
    const stale = await put(
      t.admin,
      path,
      { name: user.name, phoneNumber: '', roleIds: [Role.PayeeDriver, Role.PayeeBilling] },
      ifMatch(user.version),
    );
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual(conflict);
    const now = await userOf(t.admin, t.driverId);
    expect(now.user).toMatchObject({ phoneNumber: '+15555550190', roles: [{ id: Role.PayeeDriver }] });
    // Reloaded, the same edit goes through (roles and details in one write, one new version).
    const fresh = await put(
      t.admin,
      path,
      { name: user.name, phoneNumber: '+15555550190', roleIds: [Role.PayeeDriver, Role.PayeeBilling] },
      ifMatch(now.user.version),
    );
    expect(fresh.status).toBe(200);
    const saved = (await fresh.json()) as CompanyUser;
    expect(saved.roles.map((r) => r.id)).toEqual([Role.PayeeDriver, Role.PayeeBilling]);
    expect(saved.version).toBe(now.user.version + 1);
    expect(fresh.headers.get('etag')).toBe(`"v${saved.version}"`);
  });

  it('answers an edit without If-Match with 428 (in the caller’s language); refusals of who may come first', async () => {
    const { user } = await userOf(t.admin, t.driverId);
    const path = fillPath(corePaths.user, { id: t.driverId });
    const blind = await put(t.admin, path, { name: 'Blind Write' });
    expect(blind.status).toBe(428);
    expect(await blind.json()).toEqual({ message: enErrors.versionRequired, code: 'precondition_required' });
    const french = await put(t.admin, path, { name: 'Blind Write' }, { 'accept-language': 'fr' });
    expect(((await french.json()) as ApiError).message).toBe(frErrors.versionRequired);
    expect((await getUser(t.driverId))?.name).toBe(user.name);
    // The driver may not edit the admin: 403, whatever If-Match says or lacks.
    expect((await put(t.driver, fillPath(corePaths.user, { id: t.adminId }), { name: 'X Y' })).status).toBe(403);
  });
});

describe('PUT /payee/restrictions on a version', () => {
  async function restrictions(session: ApiSession) {
    const response = await session.request('core', corePaths.payeeRestrictions);
    expect(response.status).toBe(200);
    return { view: (await response.json()) as PayeeRestrictionsView, etag: response.headers.get('etag') };
  }

  it('of 20 switches made on one version, writes exactly one: the others are 409', async () => {
    const own = await team();
    const { view, etag } = await restrictions(own.admin);
    expect(view.isPaperworkViewAllowed).toBe(true);
    // Every one of them switches it off (asking for what is set, on the current version, writes nothing).
    const answers = await answersOf(
      Array.from({ length: racers }, () =>
        put(own.admin, corePaths.payeeRestrictions, { isPaperworkViewAllowed: false }, ifMatch(view.version)),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(racers - 1);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body).toEqual(conflict);
    const after = await restrictions(own.driver);
    expect(after.view).toEqual({ isPaperworkViewAllowed: false, version: view.version + 1 });
    expect(etag).toBe(`"v${view.version}"`);
    expect(after.etag).toBe(`"v${view.version + 1}"`);
    expect(answers[statuses.indexOf(200)]?.body).toEqual(after.view);
  });

  it('refuses a switch made on a stale version, and one without If-Match', async () => {
    const own = await team();
    const { view } = await restrictions(own.admin);
    const off = await put(
      own.admin,
      corePaths.payeeRestrictions,
      { isPaperworkViewAllowed: false },
      ifMatch(view.version),
    );
    expect(off.status).toBe(200);
    // A second admin who loaded the page before switches it back on: refused, it stays off.
    const stale = await put(
      own.admin,
      corePaths.payeeRestrictions,
      { isPaperworkViewAllowed: true },
      ifMatch(view.version),
    );
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual(conflict);
    expect((await restrictions(own.admin)).view.isPaperworkViewAllowed).toBe(false);
    const blind = await put(own.admin, corePaths.payeeRestrictions, { isPaperworkViewAllowed: true });
    expect(blind.status).toBe(428);
    expect((await restrictions(own.admin)).view.isPaperworkViewAllowed).toBe(false);
  });
});
