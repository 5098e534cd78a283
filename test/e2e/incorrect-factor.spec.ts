import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { incorrectFactorDemo } from '#infra/local/seed/seed-incorrect-factor.ts';
import { apiRoots, corePaths, fillPath } from '#shared/api/paths.ts';
import { csrfHeaderName } from '#shared/constants/session.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import factorAssignmentServer from '#shared/i18n/en/factor-assignment-server.ts';
import type { FactorAssignment } from '#shared/schemas/admin-factor-assignments.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { captureBoth } from './support/both-widths.ts';
import { demoPassword, localMfaCode, signIn, signInWithMfa } from './support/sign-in.ts';

const { carrier, factorOfRecord, otherFactor, payors } = incorrectFactorDemo;
const pecan = payors[1];

test('a carrier whose payor names another factor is asked which it works with; staff see the answer to audit', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const page = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })).newPage();

  // Going to its invoices, the carrier signs in and is first asked about its factor.
  await page.goto('/payee/invoices');
  await page.getByLabel('Email', { exact: true }).fill('brazos@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('Code').fill(localMfaCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/missing-details/incorrect-factor/payee/invoices');
  await page.getByRole('button', { name: 'Essential only' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm who factors your invoices' })).toBeVisible();
  await expect(page.getByText(`Your factor of record is ${factorOfRecord.name}`)).toBeVisible();
  const question = page.getByRole('group', { name: `Who factors your invoices to ${pecan.name}?` });
  await expect(question).toContainText(`On file for ${pecan.name}: ${otherFactor.name}.`);
  await expect(question.getByRole('radio')).toHaveCount(3);
  // The other payor agrees with the factor of record: not asked about.
  await expect(page.getByText(payors[0].name)).toHaveCount(0);

  // An answer is required.
  await page.getByRole('button', { name: 'Send my answer' }).click();
  await expect(question.getByRole('alert')).toHaveText('Required');
  await question.getByRole('radio', { name: factorOfRecord.name }).check();
  await captureBoth(page, 'incorrect-factor-step');
  await page.getByRole('button', { name: 'Send my answer' }).click();

  // On to where it was going; the step is not asked again.
  await page.waitForURL('**/payee/invoices');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/payee');
  await expect(page).not.toHaveURL(/missing-details/);

  // Staff see the carrier's answer waiting for a decision, marked as the carrier's.
  const ops = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(ops, 'ops@demo.test');
  await ops.getByRole('button', { name: 'Essential only' }).click();
  await ops.goto('/admin/factor-assignment/audit');
  const waiting = ops.getByRole('region', { name: `${carrier.name} · ${pecan.name}` });
  await expect(waiting).toContainText(`Assign ${factorOfRecord.name} (was ${otherFactor.name})`);
  await expect(waiting).toContainText('Carrier’s answer');
  await expect(waiting).toContainText('Works with the factor of record');
  await expect(waiting).toContainText('Asked by the carrier');
  await expect(waiting).toContainText('Riley Brazos');
  // The approvals come whole from the API: no paging bar offering rows per page.
  await expect(ops.getByText('Rows per page')).toHaveCount(0);
  await waiting.scrollIntoViewIfNeeded();
  await captureBoth(ops, 'incorrect-factor-audit');

  // Staff find the carrier by the start of its name: both its relationships, the answered one waiting.
  await ops.goto('/admin/factor-assignment');
  await ops.getByLabel('Carrier name or ID').fill('brazos valley');
  await ops.getByRole('button', { name: 'Show carrier' }).click();
  await expect(ops).toHaveURL(/carrierName=brazos/);
  await expect(ops.getByRole('region', { name: `${carrier.name} · ${payors[0].name}` })).toContainText(
    factorOfRecord.name,
  );
  await expect(ops.getByRole('region', { name: `${carrier.name} · ${pecan.name}` })).toContainText(
    'A change waits for approval.',
  );
  await expect(ops.getByRole('region', { name: /Sabine River/ })).toHaveCount(0);
  await captureBoth(ops, 'factor-assignment-carrier-by-name');
});

/**
 * A carrier of the journey's own (nothing of the demo data changes, and no journey depends on
 * another's answer), asked about its factor as Brazos Valley is: its factor of record and a payor
 * whose relationship still names another factor, held as a mismatch the way the model holds it. It
 * has a PayeeAdmin, who answers. `label` names the carrier, so each journey finds its own card on
 * the approvals page.
 */
async function carrierAskedAboutItsFactor(baseURL: string | undefined, label: string) {
  await connectToLocalStack(String(baseURL));
  const { createClaimedRelationship, createCompanyWith, createUserWithMfa } = await import('../support/fixtures.ts');
  const { putFactorOfRecordIfAbsent } = await import('#functions/repositories/factor-of-record.ts');
  const { reconcileCarrierHolds } = await import('#functions/services/factor-of-record.ts');
  const carrier = await createCompanyWith(CompanyType.Payee, { name: `${label} River Haulers` });
  const factorOfRecord = await createCompanyWith(CompanyType.Factor, { name: 'Cypress Creek Funding' });
  const otherFactor = await createCompanyWith(CompanyType.Factor, { name: 'Bluebonnet Capital Partners' });
  const payor = await createCompanyWith(CompanyType.Payor, { name: 'Caddo Lake Logistics', payorTypeId: 1 });
  await putFactorOfRecordIfAbsent({
    payeeId: carrier.id,
    factorId: factorOfRecord.id,
    factorName: factorOfRecord.name,
    documentId: null,
    since: new Date().toISOString(),
    version: 1,
  });
  const relationship = await createClaimedRelationship(carrier, payor, {
    assignedFactorId: otherFactor.id,
    factorName: otherFactor.name,
  });
  await reconcileCarrierHolds(carrier.id);
  const admin = await createUserWithMfa(carrier, [Role.PayeeAdmin]);
  return { carrier, factorOfRecord, otherFactor, payor, relationship, admin };
}

/** The newest email the portal sent `email` with a subject like `subject` (its outbox). */
async function newestEmailTo(email: string, subject: RegExp) {
  const { listOutboxFor } = await import('#functions/repositories/outbox.ts');
  const message = (await listOutboxFor(email)).find((candidate) => subject.test(candidate.subject));
  if (!message) throw new Error(`No "${subject}" email to ${email}`);
  return message;
}

/**
 * Axe on a page visited without a picture, once it has its data: no loading skeleton, nothing busy
 * (the dashboard's cards stand at 60 % opacity while their figures are placeholders, and axe
 * measured those colours).
 */
async function expectAccessible(page: Page, where: string): Promise<void> {
  await expect(page.locator('[role="status"][data-kind], [aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, where);
}

/** A person at a desk of their own (a browser context each). */
async function deskOf(browser: Browser, baseURL: string | undefined): Promise<Page> {
  return (await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })).newPage();
}

/** Pictured at both widths in French too (the longest words must fit a phone); left in English. */
async function captureBothInEnglishAndFrench(page: Page, name: string): Promise<void> {
  await captureBoth(page, name);
  const speak = async (language: 'en' | 'fr') => {
    await page.context().addCookies([{ name: 'lanepay_lang', value: language, url: new URL(page.url()).origin }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  };
  await speak('fr');
  await captureBoth(page, `${name}-fr`);
  await speak('en');
}

test('the carrier says the relationship’s factor is its factor now; staff may only reject it, the API agrees', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const setup = await carrierAskedAboutItsFactor(baseURL, 'Guadalupe');
  const { carrier, factorOfRecord, otherFactor, payor } = setup;

  const page = await deskOf(browser, baseURL);
  await signInWithMfa(page, setup.admin);
  await page.waitForURL(/\/missing-details\/incorrect-factor/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm who factors your invoices' })).toBeVisible();
  await expect(page.getByText(`Your factor of record is ${factorOfRecord.name}`)).toBeVisible();
  const question = page.getByRole('group', { name: `Who factors your invoices to ${payor.name}?` });
  await expect(question).toContainText(`On file for ${payor.name}: ${otherFactor.name}.`);
  await captureBothInEnglishAndFrench(page, 'incorrect-factor-step-question');
  await question.getByRole('radio', { name: otherFactor.name }).check();
  await page.getByRole('button', { name: 'Send my answer' }).click();
  await expect(page).not.toHaveURL(/missing-details/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'the carrier’s home after answering');

  // Staff see the answer: documents, not an approval, change a factor of record.
  const ops = await deskOf(browser, baseURL);
  await signIn(ops, 'ops@demo.test');
  await ops.getByRole('button', { name: 'Essential only' }).click();
  await ops.goto('/admin/factor-assignment/audit');
  const waiting = ops.getByRole('region', { name: `${carrier.name} · ${payor.name}` });
  await expect(waiting).toContainText(`Make ${otherFactor.name} the factor of record (the relationship’s factor)`);
  await expect(waiting).toContainText('Works with the factor on the relationship');
  await expect(waiting).toContainText(
    'Only the new factor’s notice of assignment and the old factor’s letter of release change the carrier’s factor of record',
  );
  await expect(waiting.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(waiting.getByRole('button', { name: 'Reject' })).toBeVisible();
  await waiting.scrollIntoViewIfNeeded();
  await captureBothInEnglishAndFrench(ops, 'incorrect-factor-documents-required');

  // The API refuses the approval the page does not offer.
  const pending = await ops.request.get(`${apiRoots.core}${corePaths.adminFactorAssignments}`);
  expect(pending.status()).toBe(200);
  const proposal = ((await pending.json()) as { items: FactorAssignment[] }).items.find(
    (item) => item.relationshipId === setup.relationship.id,
  );
  expect(proposal?.action).toBe('adoptRelationshipFactor');
  const timing = await ops.request.get(`${apiRoots.core}${corePaths.tokenExpiration}`);
  const { csrfToken } = (await timing.json()) as { csrfToken: string };
  const approval = await ops.request.post(
    `${apiRoots.core}${fillPath(corePaths.adminFactorAssignmentDecision, { id: proposal?.id ?? 0 })}`,
    {
      headers: { [csrfHeaderName]: csrfToken, 'if-match': `"v${proposal?.version}"` },
      data: { decision: 'approve', note: null },
    },
  );
  expect(approval.status()).toBe(409);
  expect(((await approval.json()) as { message: string }).message).toBe(factorAssignmentServer.documentsRequired);

  // Staff reject it: the hold is released and nothing changed.
  await waiting.getByRole('button', { name: 'Reject' }).click();
  await expect(waiting).toContainText('Rejected: the hold is released and nothing changed.');
  await expectAccessible(ops, 'the approvals page after the rejection');

  // An answer once rejected is not asked again while the factors stay as they were.
  await page.goto('/payee');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(/missing-details/);
});

test('a carrier’s user who may not answer sees who can, continues, and is not asked again this browser session', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const setup = await carrierAskedAboutItsFactor(baseURL, 'Frio');

  // The carrier's administrator invites a driver as the portal does (POST users): the step stands
  // before the admin's users page until it is answered, so through the API of that page.
  const admin = await deskOf(browser, baseURL);
  await signInWithMfa(admin, setup.admin);
  await admin.waitForURL(/\/missing-details\/incorrect-factor/);
  const timing = await admin.request.get(`${apiRoots.core}${corePaths.tokenExpiration}`);
  const { csrfToken } = (await timing.json()) as { csrfToken: string };
  const driver = `dana-${randomUUID().slice(0, 8)}@frio.test`;
  const invited = await admin.request.post(`${apiRoots.core}${corePaths.users}`, {
    headers: { [csrfHeaderName]: csrfToken },
    data: { name: 'Dana Frio', email: driver, roleIds: [Role.PayeeDriver] },
  });
  expect(invited.status()).toBe(201);
  await admin.context().close();

  // The driver's first sign-in, with the emailed temporary password, joins the carrier; a new
  // password and MFA later, the step shows who may answer, and asks the driver nothing.
  const welcome = await newestEmailTo(driver, /You have been added to LanePay/);
  const temporary = welcome.body.match(/temporary password (\S+),/)?.[1] ?? '';
  expect(temporary).not.toBe('');
  const page = await deskOf(browser, baseURL);
  await page.goto('/');
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.getByLabel('Email', { exact: true }).fill(driver);
  await page.getByLabel('Password', { exact: true }).fill(temporary);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Password Change Required' })).toBeVisible();
  await page.getByLabel('Current password').fill(temporary);
  await page.getByLabel('New password', { exact: true }).fill(demoPassword);
  await page.getByLabel('Confirm new password').fill(demoPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/missing-details\/mfa/);
  await page.getByLabel('Mobile phone number').fill('555 555 0177');
  await page.getByRole('button', { name: 'Save and text me' }).click();
  await page.getByLabel('Enter the code').fill(localMfaCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/missing-details\/incorrect-factor/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm who factors your invoices' })).toBeVisible();
  const who = page.getByRole('status').filter({ hasText: 'An administrator or billing user must answer' });
  await expect(who).toContainText(`Test User (${setup.admin})`);
  await expect(who.getByRole('link', { name: setup.admin })).toHaveAttribute('href', `mailto:${setup.admin}`);
  // Neither the driver (who may not answer) is listed nor is a question put to them.
  await expect(who).not.toContainText(driver);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await captureBothInEnglishAndFrench(page, 'incorrect-factor-who-answers');

  await page.getByRole('button', { name: 'Continue for now' }).click();
  await expect(page).not.toHaveURL(/missing-details/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'the portal after continuing');

  // Signed out and in again in the same browser session (the same tab): not asked again.
  await page.getByRole('button', { name: 'Account menu for Dana Frio' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page, 'the login page after logging out');
  await signInWithMfa(page, driver);
  await expect(page).not.toHaveURL(/missing-details/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'the portal at the second sign-in');

  // A new browser session asks again, until someone who may answer has.
  const later = await deskOf(browser, baseURL);
  await signInWithMfa(later, driver);
  await later.waitForURL(/\/missing-details\/incorrect-factor/);
  await later.getByRole('button', { name: 'Essential only' }).click();
  await expect(later.getByRole('button', { name: 'Continue for now' })).toBeVisible();
  await expectAccessible(later, 'the step in a new browser session');
});
