import { expect, test } from '@playwright/test';
import { capture } from './support/capture.ts';
import { demoPassword, localMfaCode, signIn, signInWithMfa, submitCredentials } from './support/sign-in.ts';

test.describe('sign-in with MFA', () => {
  test('the login page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Log in | LanePay');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in with Okta' })).toBeVisible();
    await capture(page, 'login');
  });

  test('shows Invalid email and refuses a wrong password', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('whatever1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await submitCredentials(page, 'carrier@demo.test', 'Wrong-Passw0rd');
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  });

  test('carrier signs in with MFA and lands on the dashboard inside the shell', async ({ page }) => {
    await signInWithMfa(page, 'carrier@demo.test');
    await expect(page).toHaveURL(/\/payee\/dashboard$/);
    await expect(page).toHaveTitle(/ \| LanePay$/);
    const nav = page.getByRole('navigation');
    for (const item of ['Dashboard', 'Paperwork', 'Invoices', 'Payments']) {
      await expect(nav.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(page.getByRole('banner').getByText('Lone Star Freight LLC')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Casey Carrier')).toBeVisible();
    await capture(page, 'payee-dashboard');
    // Tokens were exchanged for the HttpOnly cookie: none is left where scripts could read it.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/eyJ[\w-]+\./);
    expect(await page.evaluate(() => document.cookie)).not.toContain('lanepay_session');
  });

  for (const [email, path, name, company] of [
    ['driver@demo.test', /\/payee\/dashboard$/, 'Dana Driver', 'Lone Star Freight LLC'],
    ['broker@demo.test', /\/payor\/dashboard$/, 'Blair Broker', 'Redline Logistics'],
    ['shipper@demo.test', /\/payor\/dashboard$/, 'Sam Shipper', 'Prairie Grain Co.'],
    ['factor@demo.test', /\/factor\/payors$/, 'Frankie Factor', 'Alamo Capital Factoring'],
    ['admin@demo.test', /\/admin\/dashboard$/, 'Alex Admin', 'LanePay Operations'],
  ] as const) {
    test(`${email} lands in their own area`, async ({ page }) => {
      await signInWithMfa(page, email);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('banner').getByText(name)).toBeVisible();
      await expect(page.getByRole('banner').getByText(company)).toBeVisible();
      await capture(page, `${email.split('@')[0]}-landing`);
    });
  }

  test('a user without MFA enrols it through the missing-details flow', async ({ page }) => {
    await submitCredentials(page, 'newuser@demo.test');
    await expect(page).toHaveURL(/\/missing-details\/mfa/);
    await expect(page.getByRole('heading', { name: 'Set up multi-factor authentication' })).toBeVisible();
    await capture(page, 'mfa-enrolment');
    await page.getByLabel('Mobile phone number').fill('(555) 555-0199');
    await page.getByRole('button', { name: 'Save and text me' }).click();
    await page.getByLabel('Enter the code').fill(localMfaCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('MFA Enabled!')).toBeVisible();
    await capture(page, 'mfa-enabled');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/payee\/dashboard$/);

    // From now on the password alone is not enough.
    await page.context().clearCookies();
    await submitCredentials(page, 'newuser@demo.test', demoPassword);
    await expect(page.getByRole('heading', { name: 'MFA Code Required' })).toBeVisible();
  });

  test('a payee session calling a payor API gets 403', async ({ page }) => {
    await signIn(page, 'carrier@demo.test');
    await expect(page).toHaveURL(/\/payee\/dashboard$/);
    const response = await page.request.get('/api/v1/core/payor/profile_settings?ids=20');
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ code: 'forbidden', message: "You don't have access to this page." });
  });

  test('a payee entering the payor area is sent back to their own', async ({ page }) => {
    await signIn(page, 'carrier@demo.test');
    await expect(page).toHaveURL(/\/payee\/dashboard$/);
    await page.goto('/payor/dashboard');
    await expect(page).toHaveURL(/\/payee\/dashboard$/);
  });

  test('a protected page keeps return_url through sign-in', async ({ page }) => {
    await page.goto('/payor/dashboard?tab=all');
    await expect(page).toHaveURL(/return_url=%2Fpayor%2Fdashboard%3Ftab%3Dall/);
    await page.getByLabel('Email', { exact: true }).fill('broker@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByLabel('Code').fill(localMfaCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/payor\/dashboard\?tab=all$/);
  });
});

test('SSO sign-in through the local OIDC provider', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Log in with Okta' }).click();
  // The local authority's development sign-in form: the identity is the email typed in.
  await page.locator('input[name="login"]').fill('broker@demo.test');
  await page.locator('input[name="password"]').fill('any-password');
  // The stand-in for the company's identity provider is a library's page, not LanePay's.
  await capture(page, 'sso-authority', { checkAccessibility: false });
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/payor\/dashboard$/);
  await expect(page.getByRole('banner').getByText('Blair Broker')).toBeVisible();
});

test('a payor sees Credit Notes and Loads when its company settings turn them on', async ({ page }) => {
  await signIn(page, 'broker@demo.test');
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Credit Notes' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Loads' })).toBeVisible();
});

test('a payor without those settings does not see them', async ({ page }) => {
  await signIn(page, 'shipper@demo.test');
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Credit Notes' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Loads' })).toHaveCount(0);
});
