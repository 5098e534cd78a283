import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportsApp } from '#functions/reports/app.ts';
import { apiRoots, corePaths, fillPath } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { ApiSession } from '#test/support/api-session.ts';
import { createCompany, createUserWithMfa } from '#test/support/fixtures.ts';

/**
 * The payee area's role rule, as the API enforces it (shared/permissions/payee.ts, the same rule
 * the web's navigation, account menu and route guard follow): invoices, credit notes, payments,
 * relationships and the wallet are payee-level (PayeeAdmin or PayeeBilling); a driver-only user and
 * a user without roles get 403 and no data there, and keep what paperwork needs.
 */

/** Every read of the payee-level features, on the demo carrier's own ids. */
const payeeLevelReads = [
  corePaths.payeeInvoicesAndCreditNotes,
  corePaths.payeeInvoiceStatuses,
  fillPath(corePaths.payeeInvoice, { id: 1 }),
  corePaths.payeeCreditNotes,
  fillPath(corePaths.payeeCreditNote, { id: 1 }),
  corePaths.payeePayments,
  corePaths.payeeRelationships,
  corePaths.payeeUnclaimedRelationships,
  corePaths.payeeRelationshipContactInfo,
  fillPath(corePaths.payeeRelationship, { id: 1 }),
  fillPath(corePaths.payeeRelationshipTerms, { id: 1 }),
  fillPath(corePaths.payeeRelationshipTakeControlInfo, { id: 3 }),
  corePaths.payeeBankAccounts,
  corePaths.payeeBankAccountTypes,
  fillPath(corePaths.payeeBankAccountAba, { id: '111000025' }),
  fillPath(corePaths.payeeBankAccountStatus, { id: 1 }),
];

/** The exports of the same features (where the edge sends exportReport=true). */
const payeeLevelExports = [
  corePaths.payeeInvoicesAndCreditNotes,
  corePaths.payeePayments,
  corePaths.payeeRelationships,
  fillPath(corePaths.payeeRelationshipTakeControlInfo, { id: 3 }),
];

function exportRequest(session: ApiSession, path: string): Promise<Response> {
  const cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return Promise.resolve(
    reportsApp.request(`${apiRoots.exports}/core${path}?exportReport=true`, { headers: { cookie } }),
  );
}

describe('payee features by role', () => {
  let admin: ApiSession;
  let driver: ApiSession;
  let noRoles: ApiSession;

  beforeAll(async () => {
    const elsewhere = await createCompany(CompanyType.Payee, `Access Test ${randomUUID().slice(0, 6)}`);
    [admin, driver, noRoles] = await Promise.all([
      ApiSession.signIn('carrier@demo.test').then((s) => s.session),
      ApiSession.signIn('driver@demo.test').then((s) => s.session),
      createUserWithMfa(elsewhere, []).then(async (email) => (await ApiSession.signIn(email)).session),
    ]);
  });

  it('answers a payee admin on every payee-level read', async () => {
    for (const path of payeeLevelReads) {
      const response = await admin.request('core', path);
      expect(response.status, path).toBe(200);
    }
  });

  it('refuses a driver-only user and a user without roles (403, no data) on the same reads', async () => {
    for (const session of [driver, noRoles]) {
      for (const path of payeeLevelReads) {
        const response = await session.request('core', path);
        expect(response.status, path).toBe(403);
        const body = await response.text();
        expect(body, path).not.toContain('Redline');
        expect(body, path).not.toContain('6789');
      }
    }
  });

  it('refuses them the files too', async () => {
    for (const session of [driver, noRoles]) {
      for (const path of payeeLevelExports) {
        expect((await exportRequest(session, path)).status, path).toBe(403);
      }
    }
    for (const path of payeeLevelExports.slice(0, 3)) {
      expect((await exportRequest(admin, path)).status, path).toBe(200);
    }
  });

  it('refuses a driver every change of the payee-level features', async () => {
    const changes: [string, string, unknown][] = [
      ['PUT', fillPath(corePaths.payeeInvoice, { id: 1 }), { paymentTypeId: 2, version: 1 }],
      ['PUT', fillPath(corePaths.payeeRelationship, { id: 1 }), { paymentType: 1 }],
      ['POST', corePaths.payeeVerifyContactMethod, { payeeContactMethodId: 1, verificationMethodTypeId: 1 }],
      ['POST', corePaths.payeeBankAccounts, {}],
      ['POST', corePaths.payeeBankAccountValidate, {}],
    ];
    for (const [method, path, json] of changes) {
      expect((await driver.request('core', path, { method, json })).status, path).toBe(403);
    }
  });

  it('keeps a driver what the shell and paperwork need: the current user and the payor names', async () => {
    expect((await driver.request('core', corePaths.currentUser)).status).toBe(200);
    expect((await driver.request('core', corePaths.payeePayors)).status).toBe(200);
  });
});
