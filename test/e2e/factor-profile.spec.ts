import { expect, type Page, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { captureBoth } from './support/both-widths.ts';
import { capture } from './support/capture.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { captureInFrench } from './support/report-views.ts';
import { signIn } from './support/sign-in.ts';

const phone = { width: 390, height: 844 };

/** Opens a tab of the profile and waits for its section. */
async function openTab(page: Page, name: string, heading: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

test('issue 16: the factor reads its company, corrects its address and contact, changes its remittance email and adds a payout account for review', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(420_000);
  await signIn(page, 'factor@demo.test');
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/factor\/profile$/);
  const tabs = page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab');
  await expect(tabs).toHaveText(['My information', 'Company', 'Payout account', 'My users']);

  // Company: as LanePay has it on record, and where the remittance advice goes.
  await openTab(page, 'Company', 'Company details');
  const company = page.getByTestId('factor-company');
  await expect(company).toContainText('Alamo Capital Factoring');
  await expect(company).toContainText('300 Convent St, Suite 1450');
  await expect(company).toContainText('San Antonio, TX 78205');
  await expect(company).toContainText('Frankie Factor');
  const remittance = page.getByTestId('factor-remittance');
  await expect(remittance.getByTestId('remittance-email')).toHaveText('remittance@alamocapital.example.com');
  await capture(page, 'factor-profile-company');
  await remittance.getByRole('button', { name: 'Change email' }).click();
  await remittance.getByLabel('Remittance email').fill('remittance at alamo');
  await remittance.getByRole('button', { name: 'Save email' }).click();
  await expect(remittance.getByText('Invalid email')).toBeVisible();
  await capture(page, 'factor-profile-remittance-error');
  await remittance.getByLabel('Remittance email').fill('remit.desk@alamocapital.example.com');
  await remittance.getByRole('button', { name: 'Save email' }).click();
  await expect(page.getByText('Remittance email saved.')).toBeVisible();
  await expect(remittance.getByTestId('remittance-email')).toHaveText('remit.desk@alamocapital.example.com');
  await page.reload();
  await expect(page.getByTestId('remittance-email')).toHaveText('remit.desk@alamocapital.example.com');
  await capture(page, 'factor-profile-remittance-saved', { blur: true });

  // The address and contact: checked as typed, saved on the version shown, shown at once and after a reload.
  await page.getByRole('button', { name: 'Change address and contact' }).click();
  const detailsForm = page.getByRole('form', { name: 'Address and contact' });
  await expect(detailsForm.getByLabel('Address line 1')).toHaveValue('300 Convent St');
  await expect(detailsForm.getByLabel('State')).toHaveValue('TX');
  await expect(detailsForm.getByLabel('Contact phone')).toHaveValue('(210) 555-0188');
  await detailsForm.getByLabel('Address line 1').fill('410 Soledad St');
  await detailsForm.getByLabel('Address line 2 (optional)').fill('Floor 7');
  await detailsForm.getByLabel('ZIP code').fill('7820');
  await detailsForm.getByLabel('Contact name').fill('Dana Dispatch');
  await detailsForm.getByLabel('Contact email').fill('dana at alamo');
  await detailsForm.getByLabel('Contact phone').fill('555');
  await detailsForm.getByRole('button', { name: 'Save address and contact' }).click();
  await expect(detailsForm.getByText('Must be a valid postal code')).toBeVisible();
  await expect(detailsForm.getByText('Invalid email')).toBeVisible();
  await expect(detailsForm.getByText('Please enter a valid phone number')).toBeVisible();
  await captureBoth(page, 'factor-profile-company-errors');
  await detailsForm.getByLabel('ZIP code').fill('78205');
  await detailsForm.getByLabel('Contact email').fill('dana.dispatch@alamocapital.example.com');
  await detailsForm.getByLabel('Contact phone').fill('(210) 555-0147');
  await detailsForm.getByRole('button', { name: 'Save address and contact' }).click();
  await expect(page.getByText('Address and contact saved.')).toBeVisible();
  for (const shown of [
    '410 Soledad St, Floor 7',
    'San Antonio, TX 78205',
    'Dana Dispatch · dana.dispatch@alamocapital.example.com · (210) 555-0147',
  ]) {
    await expect(company).toContainText(shown);
  }
  await page.reload();
  await expect(page.getByTestId('factor-company')).toContainText('410 Soledad St, Floor 7');
  await expect(page.getByTestId('factor-company')).toContainText('Dana Dispatch');
  await captureBoth(page, 'factor-profile-company-saved', { blur: true });

  // Payout account: the one paid into now, masked; a new one checked as typed, then waiting for review.
  await openTab(page, 'Payout account', 'Payout account');
  const active = page.getByTestId('payout-active');
  await expect(active).toContainText('Alamo Capital operating account');
  await expect(active).toContainText('111000025');
  await expect(active).toContainText('•••• 7001');
  await expect(active.getByTestId('funding-status')).toHaveText('Active');
  await capture(page, 'factor-profile-payout');
  await active.getByRole('button', { name: 'Add account' }).click();
  await active.getByLabel('Account name').fill('Alamo receivables');
  await active.getByLabel('Routing number').fill('111000615');
  await active.getByLabel('Account number', { exact: true }).fill('000123456789');
  await active.getByLabel('Confirm account number').fill('000123456788');
  await active.getByRole('button', { name: 'Submit for review' }).click();
  await expect(active.getByText('Invalid routing number')).toBeVisible();
  await expect(active.getByText('Account numbers do not match.')).toBeVisible();
  await capture(page, 'factor-profile-payout-errors');
  await active.getByLabel('Routing number').fill('111000614');
  await active.getByLabel('Confirm account number').fill('000123456789');
  await active.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Your new account was submitted for review.')).toBeVisible();
  const pending = page.getByTestId('payout-pending');
  await expect(pending).toContainText('Alamo receivables');
  await expect(pending).toContainText('JPMorgan Chase Bank, N.A.');
  await expect(pending).toContainText('•••• 6789');
  await expect(pending.getByTestId('funding-status')).toHaveText('Pending verification');
  await expect(pending).toContainText('Submitted by Frankie Factor');
  // Until LanePay approves it, payments go on into the account before it.
  await expect(active).toContainText('•••• 7001');
  await expect(active.getByRole('button', { name: 'Add account' })).toHaveCount(0);
  await capture(page, 'factor-profile-payout-pending');

  // Both tabs on a phone.
  await page.setViewportSize(phone);
  for (const [heading, name] of [
    ['Company details', 'company'],
    ['Payout account', 'payout'],
  ] as const) {
    await page.goto(`/factor/profile?tab=${name}`);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expectNoPageOverflow(page);
    // Every tab shows at a phone's width: the list wraps rather than scrolling sideways.
    const tabList = page.getByRole('tablist', { name: 'Profile sections' });
    expect(await tabList.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    for (const tab of await tabList.getByRole('tab').all()) await expect(tab).toBeInViewport();
    await capture(page, `factor-profile-${name}-mobile`);
    // French: the longest words must fit the phone too.
    await captureInFrench(page, `factor-profile-${name}-mobile`);
  }
  // The address and contact form on a phone, in French, with its errors: the longest labels must fit.
  const origin = new URL(page.url()).origin;
  await page.context().addCookies([{ name: 'lanepay_lang', value: 'fr', url: origin }]);
  await page.goto('/factor/profile?tab=company');
  await page.getByRole('button', { name: 'Modifier l’adresse et le contact' }).click();
  const frenchForm = page.getByRole('form', { name: 'Adresse et contact' });
  await frenchForm.getByLabel('Code ZIP').fill('');
  await frenchForm.getByRole('button', { name: 'Enregistrer l’adresse et le contact' }).click();
  await expect(frenchForm.getByText('Obligatoire')).toBeVisible();
  await expectNoPageOverflow(page);
  await capture(page, 'factor-profile-company-form-fr-390');
  await page.context().addCookies([{ name: 'lanepay_lang', value: 'en', url: origin }]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Users: the factor's user administrator adds and edits its users; a colleague without the right is sent back.
  await connectToLocalStack(String(baseURL));
  const { getCompany } = await import('#functions/repositories/companies.ts');
  const { findUserIdByEmail } = await import('#functions/repositories/users.ts');
  const { createUserWithMfa } = await import('../support/fixtures.ts');
  const alamo = await getCompany(demoCompanies.factor.id);
  if (!alamo) throw new Error('Alamo is not seeded');
  const colleagueEmail = await createUserWithMfa(alamo, []);
  const colleagueId = await findUserIdByEmail(colleagueEmail);
  await page.goto('/factor/users/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Add user' })).toBeVisible();
  await capture(page, 'factor-users-new');
  await page.goto(`/factor/users/${colleagueId}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit user' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(colleagueEmail);
  await capture(page, 'factor-users-edit');

  const context = await page.context().browser()?.newContext();
  const colleague = await context?.newPage();
  if (!colleague) throw new Error('No second browser context');
  await signIn(colleague, colleagueEmail);
  await colleague.getByRole('button', { name: 'Essential only' }).click();
  for (const refused of ['/factor/users/new', `/factor/users/${colleagueId}/edit`]) {
    await colleague.goto(refused);
    await expect(colleague).toHaveURL(/\/factor\/profile$/);
  }
  await expect(colleague.getByRole('tab', { name: 'My users' })).toHaveCount(0);
  await colleague.getByRole('tab', { name: 'Payout account' }).click();
  await expect(colleague.getByTestId('payout-pending')).toContainText('Alamo receivables');
  await expect(colleague.getByRole('button', { name: 'Add account' })).toHaveCount(0);
  await expect(colleague.getByText('Only your company’s user administrators can change this.')).toBeVisible();
  await capture(colleague, 'factor-profile-payout-read-only');
  await context?.close();
});
