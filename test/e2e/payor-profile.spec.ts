import { expect, type Page, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { capture } from './support/capture.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { localMfaCode, signIn } from './support/sign-in.ts';

const phone = { width: 390, height: 844 };

/** Opens a tab of the profile and waits for its section. */
async function openTab(page: Page, name: string, heading: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

test('issue 13: the broker reads its company and terms, drafts weekly on Fridays, and submits a new funding account', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'broker@demo.test');
  await expect(page).toHaveURL(/\/payor\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/payor\/profile$/);
  const tabs = page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab');
  await expect(tabs).toHaveText(['My information', 'Company', 'Settings', 'Terms', 'Funding account', 'My users']);

  // Company: as LanePay has it on record.
  await openTab(page, 'Company', 'Company details');
  await expect(page).toHaveURL(/tab=company/);
  const company = page.getByTestId('payor-company');
  await expect(company).toContainText('Redline Logistics');
  await expect(company).toContainText('112233');
  await expect(company).toContainText('Broker');
  await expect(company).toContainText('LanePay broker');
  await expect(company).toContainText('USD');
  await capture(page, 'payor-profile-company');

  // Terms: what Redline offers its carriers.
  await openTab(page, 'Terms', 'Payment terms');
  const terms = page.getByTestId('payor-terms');
  await expect(terms).toContainText('Paid 30 days after you approve the invoice');
  await expect(terms).toContainText('Paid 2 days after approval, for a fee of 2.5%');
  await expect(terms).toContainText('first 3 QuickPay invoices carry no fee');
  await expect(terms).toContainText('Paid 15 days after approval, guaranteed, for a fee of 1%');
  await capture(page, 'payor-profile-terms');

  // Settings: the draft schedule becomes Weekly - Standard on Fridays; LanePay's settings are read only.
  await openTab(page, 'Settings', 'Your settings');
  const own = page.getByTestId('own-settings');
  const schedule = own.getByLabel('Draft schedule');
  await expect(schedule).toHaveValue('Daily');
  await expect(own.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  await expect(page.getByTestId('lanepay-settings')).toContainText('Loads');
  await expect(page.getByTestId('lanepay-settings')).toContainText('On');
  await schedule.selectOption({ label: 'Weekly - Standard' });
  await expect(own).toContainText('The week’s payments are drafted together, once a week on the draft day.');
  await own.getByLabel('Draft day').selectOption({ label: 'Friday' });
  await own.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  const history = page.getByTestId('setting-history');
  await expect(history).toContainText('Draft schedule: Daily → Weekly - Standard');
  await expect(history).toContainText('Blair Broker');
  await capture(page, 'payor-profile-settings', { blur: true });
  await page.reload();
  await expect(page.getByTestId('own-settings').getByLabel('Draft schedule')).toHaveValue('Weekly - Standard');
  await expect(page.getByTestId('own-settings').getByLabel('Draft day')).toHaveValue('5');
  await connectToLocalStack(String(baseURL));
  const { getCompany } = await import('#functions/repositories/companies.ts');
  const { draftScheduleOf } = await import('#functions/domain/payor-money/draft-schedule.ts');
  expect(draftScheduleOf((await getCompany(demoCompanies.broker.id))?.settings)).toEqual({
    schedule: 'Weekly - Standard',
    weekday: 5,
  });

  // Funding account: the one drafted now, masked; a replacement checked as it is typed, then waiting for review.
  await openTab(page, 'Funding account', 'Funding account');
  const active = page.getByTestId('funding-active');
  await expect(active).toContainText('Wells Fargo Bank, N.A.');
  await expect(active).toContainText('111900659');
  await expect(active).toContainText('•••• 0031');
  await expect(active.getByTestId('funding-status')).toHaveText('Active');
  await capture(page, 'payor-profile-funding');
  await active.getByRole('button', { name: 'Replace account' }).click();
  await active.getByLabel('Routing number').fill('111000615');
  await active.getByLabel('Account number', { exact: true }).fill('000123456789');
  await active.getByLabel('Confirm account number').fill('000123456788');
  await active.getByRole('button', { name: 'Submit for review' }).click();
  await expect(active.getByText('Invalid routing number')).toBeVisible();
  await expect(active.getByText('Account numbers do not match.')).toBeVisible();
  await capture(page, 'payor-profile-funding-errors');
  await active.getByLabel('Routing number').fill('111000614');
  await active.getByLabel('Confirm account number').fill('000123456789');
  await active.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Your new account was submitted for review.')).toBeVisible();
  const pending = page.getByTestId('funding-pending');
  await expect(pending).toContainText('JPMorgan Chase Bank, N.A.');
  await expect(pending).toContainText('•••• 6789');
  await expect(pending.getByTestId('funding-status')).toHaveText('Waiting for review');
  await expect(pending).toContainText('Submitted by Blair Broker');
  // Until LanePay approves it, the account drafted stays the one it was.
  await expect(active).toContainText('•••• 0031');
  await expect(active.getByRole('button', { name: 'Replace account' })).toHaveCount(0);
  await capture(page, 'payor-profile-funding-pending');

  // LanePay's review (the admin area's, later; `npm run bank-account:review -- --payor` locally) approves it.
  const { readFunding } = await import('#functions/repositories/funding-accounts.ts');
  const { reviewFundingAccount } = await import('#functions/services/payor-funding-accounts.ts');
  const pendingId = (await readFunding(demoCompanies.broker.id)).state.pendingAccountId;
  expect(pendingId).not.toBeNull();
  await reviewFundingAccount({
    payorId: demoCompanies.broker.id,
    accountId: Number(pendingId),
    decision: 'approve',
    actor: 'e2e-review',
  });
  await page.reload();
  await expect(active).toContainText('JPMorgan Chase Bank, N.A.');
  await expect(active).toContainText('•••• 6789');
  await expect(page.getByTestId('funding-pending')).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Wells Fargo Bank, N.A./ })).toContainText('Withdrawn or replaced');
  await capture(page, 'payor-profile-funding-approved');

  // Each draft names the account it drew on: the seeded ones, Wells Fargo's, linked to this tab.
  await page.getByRole('navigation').getByRole('link', { name: 'Payments' }).click();
  const drafted = page.getByRole('link', { name: 'Wells Fargo Bank, N.A. •••• 0031' }).first();
  await expect(drafted).toBeVisible();
  await capture(page, 'payor-payments-drafts-funding', { fullPage: false });
  await drafted.click();
  await expect(page).toHaveURL(/\/payor\/profile\?tab=funding$/);

  // Every tab on a phone.
  await page.setViewportSize(phone);
  for (const [heading, name] of [
    ['Company details', 'company'],
    ['Your settings', 'settings'],
    ['Payment terms', 'terms'],
    ['Funding account', 'funding'],
  ] as const) {
    await page.goto(`/payor/profile?tab=${name}`);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expectNoPageOverflow(page);
    await capture(page, `payor-profile-${name}-mobile`);
  }
});

test('a payor user who is not a user administrator sees the settings and the funding account read only', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await connectToLocalStack(String(baseURL));
  const { listOutboxFor } = await import('#functions/repositories/outbox.ts');

  // The shipper's user administrator adds a colleague who reads reports only.
  await signIn(page, 'shipper@demo.test');
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.goto('/payor/profile?tab=settings');
  await expect(page.getByTestId('own-settings').getByLabel('Draft schedule')).toBeEnabled();
  await page.goto('/payor/users/new');
  const email = `reports.${Date.now()}@prairiegrain.test`;
  await page.getByLabel('Full name').fill('Robin Reports');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('checkbox', { name: /Reports/ }).check();
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page).toHaveURL(/\/payor\/profile\?tab=users$/);
  const [welcome] = await listOutboxFor(email);
  const password = welcome?.body.match(/temporary password (\S+),/)?.[1] ?? '';
  expect(password).not.toBe('');

  const context = await page.context().browser()?.newContext();
  const colleague = await context?.newPage();
  if (!colleague) throw new Error('No second browser context');
  await colleague.goto(String(baseURL));
  await colleague.getByLabel('Email', { exact: true }).fill(email);
  await colleague.getByLabel('Password', { exact: true }).fill(password);
  await colleague.getByRole('button', { name: 'Log in' }).click();
  await expect(colleague.getByRole('heading', { name: 'Password Change Required' })).toBeVisible();
  await colleague.getByLabel('Current password').fill(password);
  await colleague.getByLabel('New password', { exact: true }).fill('Robin-Reports-2026');
  await colleague.getByLabel('Confirm new password').fill('Robin-Reports-2026');
  await colleague.getByRole('button', { name: 'Change password' }).click();
  await expect(colleague).toHaveURL(/\/missing-details\/mfa/);
  await colleague.getByLabel('Mobile phone number').fill('555 555 0177');
  await colleague.getByRole('button', { name: 'Save and text me' }).click();
  await colleague.getByLabel('Enter the code').fill(localMfaCode);
  await colleague.getByRole('button', { name: 'Verify' }).click();
  await colleague.getByRole('button', { name: 'Continue' }).click();
  await expect(colleague).toHaveURL(/\/payor\/dashboard$/);
  await colleague.getByRole('button', { name: 'Essential only' }).click();

  await colleague.goto('/payor/profile?tab=settings');
  const own = colleague.getByTestId('own-settings');
  await expect(own.getByLabel('Draft schedule')).toBeDisabled();
  await expect(own.getByRole('switch', { name: 'Review uploaded invoices' })).toBeDisabled();
  await expect(own.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
  await expect(colleague.getByText('Only your company’s user administrators can change this.')).toBeVisible();
  await capture(colleague, 'payor-profile-settings-read-only');
  await colleague.getByRole('tab', { name: 'Funding account' }).click();
  await expect(colleague.getByTestId('funding-active')).toContainText('Bank of America, N.A.');
  await expect(colleague.getByRole('button', { name: 'Replace account' })).toHaveCount(0);
  await capture(colleague, 'payor-profile-funding-read-only');
  await colleague.setViewportSize(phone);
  await colleague.goto('/payor/profile?tab=settings');
  await expect(colleague.getByTestId('own-settings').getByLabel('Draft schedule')).toBeDisabled();
  await expectNoPageOverflow(colleague);
  await capture(colleague, 'payor-profile-settings-read-only-mobile');
  await context?.close();
});
