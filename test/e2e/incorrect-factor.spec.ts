import { expect, test } from '@playwright/test';
import { incorrectFactorDemo } from '#infra/local/seed/seed-incorrect-factor.ts';
import { captureBoth } from './support/both-widths.ts';
import { demoPassword, localMfaCode, signIn } from './support/sign-in.ts';

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
