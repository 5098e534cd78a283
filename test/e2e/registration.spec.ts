import { randomInt, randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { capture } from './support/capture.ts';
import { localMfaCode } from './support/sign-in.ts';

const password = 'Registered-Passw0rd!';

/** A fresh address for each run: the e2e stack's data may outlive one run. */
const freshEmail = (label: string) => `${label}-${randomUUID().slice(0, 10)}@register.test`;

/** The six-digit code in the newest email to `email`, from the running stack's outbox. */
async function codeEmailedTo(email: string): Promise<string> {
  const { listOutboxFor } = await import('#functions/repositories/outbox.ts');
  const [message] = await listOutboxFor(email);
  expect(message?.channel).toBe('email');
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code emailed to ${email}`);
  return code;
}

/**
 * A carrier the federal registry knows and no company holds, with numbers of its own: the demo
 * registry's free carrier can be registered only once per data directory.
 */
async function freshRegistryCarrier() {
  const { putRegistryCarrier } = await import('#functions/repositories/registrations.ts');
  const suffix = randomUUID().slice(0, 5).toUpperCase();
  const carrier = {
    dotNumber: String(randomInt(10_000_000, 99_999_999)),
    mcNumber: String(randomInt(1_000_000, 9_999_999)),
    legalName: `BRAZOS VALLEY CARRIERS ${suffix} LLC`,
    dbaName: `BRAZOS VALLEY ${suffix}`,
    street: '2400 Texas Ave',
    city: 'Waco',
    state: 'TX',
    postalCode: '76701',
    phone: null,
    operatingStatus: 'AUTHORIZED' as const,
  };
  await putRegistryCarrier(carrier);
  return carrier;
}

/** Step 1 up to the verified code: the authorized answer, the email, the code from the outbox. */
async function proveEmail(page: Page, email: string, authorized: 'Yes' | 'No') {
  await page.goto('/register-payee');
  await page.getByRole('radio', { name: authorized }).check();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await codeEmailedTo(email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

async function fillCompany(page: Page, numbers: { dotNumber?: string; mcNumber?: string }) {
  await page.getByLabel('Company name').fill('Brazos Valley Carriers');
  await page.getByLabel('Your full name').fill('Rita Registrant');
  await page.getByLabel('DOT #').fill(numbers.dotNumber ?? '');
  await page.getByLabel('MC #').fill(numbers.mcNumber ?? '');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
}

test.beforeEach(async ({ page, baseURL }) => {
  await connectToLocalStack(String(baseURL));
  // Accept the cookie choice once so the banner stays out of the screenshots.
  await page.goto('/register-payee');
  await page.getByRole('button', { name: 'Essential only' }).click();
});

test('journey 5: a new carrier registers from scratch and signs in with MFA', async ({ page }) => {
  test.setTimeout(120_000);
  const carrier = await freshRegistryCarrier();
  const email = freshEmail('rita');

  // The old address leads here; step 1 asks before it sends anything.
  await page.goto('/login/registerpayee');
  await expect(page).toHaveURL(/\/register-payee$/);
  await expect(page).toHaveTitle('Register | LanePay');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please answer yes or no.')).toBeVisible();
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await capture(page, 'registration-01-email-errors');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await capture(page, 'registration-02-email');
  await page.getByRole('button', { name: 'Send code' }).click();

  // The code: a wrong one first, then the one from the outbox.
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page).toHaveTitle('Verify your email | LanePay');
  await expect(page.getByText(`We sent a 6-digit code to ${email}.`, { exact: false })).toBeVisible();
  const code = await codeEmailedTo(email);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('That code is not correct. Attempts remaining: 4.')).toBeVisible();
  await capture(page, 'registration-03-code-wrong');
  // A new code replaces the first one.
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText('A new code is on its way.')).toBeVisible();
  const { listOutboxFor } = await import('#functions/repositories/outbox.ts');
  expect(await listOutboxFor(email)).toHaveLength(2);
  await page.getByLabel('Verification code').fill(await codeEmailedTo(email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  // Step 2: the company form checks itself; 'no MC or DOT' locks the numbers.
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page).toHaveTitle('Create company | LanePay');
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Name required')).toBeVisible();
  await expect(page.getByText('DOT # or MC # is required')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await capture(page, 'registration-04-company-errors');
  await page.getByLabel('DOT #').fill('12ab');
  await page.getByLabel('My company has no MC or DOT number').check();
  await expect(page.getByLabel('DOT #')).toBeDisabled();
  await expect(page.getByLabel('DOT #')).toHaveValue('');
  await expect(page.getByLabel('MC #')).toBeDisabled();
  await page.getByLabel('My company has no MC or DOT number').uncheck();
  await expect(page.getByLabel('DOT #')).toBeEnabled();
  await fillCompany(page, { dotNumber: carrier.dotNumber });
  await capture(page, 'registration-05-company');
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, 'registration-06-company-mobile');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: the registry's record of the DOT number.
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Is this your company?' })).toBeVisible();
  await expect(page).toHaveTitle('Confirm company | LanePay');
  await expect(page.getByText(carrier.legalName)).toBeVisible();
  await expect(page.getByText(carrier.dbaName)).toBeVisible();
  await expect(page.getByText('2400 Texas Ave, Waco, TX 76701')).toBeVisible();
  await expect(page.getByText(carrier.mcNumber, { exact: true })).toBeVisible();
  await expect(page.getByText('Authorized', { exact: true })).toBeVisible();
  await capture(page, 'registration-07-confirm');
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, 'registration-07-confirm-mobile');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();

  // Step 4: the account exists; log in with the email filled in.
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await expect(page).toHaveTitle('Registration complete | LanePay');
  await capture(page, 'registration-08-success');
  const { findCompanyByCarrierNumber } = await import('#functions/repositories/carrier-numbers.ts');
  expect(await findCompanyByCarrierNumber('MC', carrier.mcNumber)).not.toBeNull();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?email=${encodeURIComponent(email)}$`));
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Remember me')).not.toBeChecked();
  await capture(page, 'registration-09-login-prefilled');

  // The first sign-in sets up MFA, then lands on the new carrier's dashboard.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/missing-details\/mfa/);
  await expect(page.getByRole('heading', { name: 'Set up multi-factor authentication' })).toBeVisible();
  await page.getByLabel('Mobile phone number').fill('(555) 555-0177');
  await page.getByRole('button', { name: 'Save and text me' }).click();
  await page.getByLabel('Enter the code').fill(localMfaCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('MFA Enabled!')).toBeVisible();
  await capture(page, 'registration-10-mfa-enabled');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await expect(page.getByRole('banner').getByText('Brazos Valley Carriers')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Rita Registrant')).toBeVisible();
  await capture(page, 'registration-11-dashboard');
});

test('numbers the registry does not know, or that a company already holds, get their own pages', async ({ page }) => {
  test.setTimeout(90_000);
  await proveEmail(page, freshEmail('nomatch'), 'Yes');
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await fillCompany(page, { dotNumber: '1', mcNumber: '22' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'We were unable to verify your info' })).toBeVisible();
  await expect(page).toHaveTitle('Unable to verify | LanePay');
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expect(page.getByText('DOT # 1 · MC # 22')).toBeVisible();
  await expect(page.getByRole('link', { name: /Call \(800\) 555-0142/ })).toHaveAttribute('href', 'tel:+18005550142');
  await capture(page, 'registration-12-no-match');

  // Back to the form with everything kept; the demo carrier's DOT number is taken.
  await page.getByRole('button', { name: 'Edit my numbers' }).click();
  await expect(page.getByLabel('DOT #')).toHaveValue('1');
  await expect(page.getByLabel('Company name')).toHaveValue('Brazos Valley Carriers');
  await page.getByLabel('DOT #').fill('1234567');
  await page.getByLabel('MC #').fill('');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your company already has a LanePay account' })).toBeVisible();
  await capture(page, 'registration-13-company-exists');
});

test('an email that already has an account is sent to log in', async ({ page }) => {
  await proveEmail(page, 'carrier@demo.test', 'Yes');
  await expect(page.getByRole('heading', { name: 'An account with this email address already exists' })).toBeVisible();
  await expect(page).toHaveTitle('Account exists | LanePay');
  await capture(page, 'registration-14-account-exists');
  await page.getByRole('button', { name: 'Log in with this email' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('carrier@demo.test');
});

test('someone not authorized invites the person who is', async ({ page }) => {
  const { listOutboxFor } = await import('#functions/repositories/outbox.ts');
  await proveEmail(page, freshEmail('dispatcher'), 'No');
  await expect(page.getByRole('heading', { name: 'Invite the person who can register your company' })).toBeVisible();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  const owner = freshEmail('owner');
  await page.getByLabel('Their email').fill(owner);
  await page.getByLabel('Their name').fill('Owen Owner');
  await page.getByLabel('Company name').fill('Owner Freight LLC');
  await page.getByLabel('Your name').fill('Dan Dispatcher');
  await capture(page, 'registration-15-forward-invite');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('heading', { name: 'Invitation sent' })).toBeVisible();
  await expect(page.getByText(`We emailed Owen Owner at ${owner} a link to register Owner Freight LLC`)).toBeVisible();
  await capture(page, 'registration-16-forward-sent');
  const [invitation] = await listOutboxFor(owner);
  expect(invitation?.body).toContain('Dan Dispatcher');
  expect(invitation?.body).toContain('/register-payee');
});

test('a carrier without DOT or MC numbers confirms its details alone', async ({ page }) => {
  const email = freshEmail('nonumbers');
  await proveEmail(page, email, 'Yes');
  await fillCompany(page, {});
  await page.getByLabel('My company has no MC or DOT number').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your details' })).toBeVisible();
  await expect(page.getByText('Federal registry record')).toHaveCount(0);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await capture(page, 'registration-17-confirm-unverified');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
});

test('the pages speak Spanish', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lanepay_lang', value: 'es', url: String(baseURL) }]);
  await page.goto('/register-payee');
  await expect(page).toHaveTitle('Registrarse | LanePay');
  await expect(page.getByRole('heading', { name: 'Cree su cuenta de LanePay' })).toBeVisible();
  await expect(page.getByText('Paso 1 de 4')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('Responda sí o no.')).toBeVisible();
  await capture(page, 'registration-18-spanish');
});
