import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { capture } from './support/capture.ts';
import { signIn } from './support/sign-in.ts';

const run = promisify(execFile);
const carrierId = 1001;

/**
 * The test shortens the wallet's 60 s status polling through its documented knob (honoured outside
 * production only): `?statusPollSeconds=6` (three polls then span the 18 s a review command may take on a busy machine) on a wallet page, remembered for the tab.
 */
const pollKnob = '?statusPollSeconds=6&skipAnimation';

/** `npm run bank-account:review -- <payee> <account> <decision>` against this test's stack. */
async function review(baseURL: string, accountId: number, decision: 'approve' | 'decline' | 'verify') {
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'bank-account:review', '--', String(carrierId), String(accountId), decision],
    {
      env: { ...process.env, PORT: new URL(baseURL).port },
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { status: number; invoicesReleased: number };
}

/** A fresh account number per run, so re-runs on the same data never meet the duplicate rule. */
const accountNumber = () => `${Date.now()}`.slice(-10);

async function addAchAccount(page: Page, name: string, routing = '021000021'): Promise<number> {
  await page.getByRole('link', { name: 'Add bank account' }).first().click();
  await expect(page).toHaveURL(/\/payee\/wallet\/new/);
  const number = accountNumber();
  await page.getByLabel('Routing number').fill(routing);
  await page.getByLabel('Account number', { exact: true }).fill(number);
  await page.getByLabel('Confirm account number').fill(number);
  await page.getByLabel('Account nickname (optional)').fill(name);
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: 'Review your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(page).toHaveURL(/\/payee\/wallet$/);
  const row = page.locator('tr', { hasText: name });
  await expect(row).toBeVisible();
  return Number(await row.getAttribute('data-account-id'));
}

test('journey 3: adds a bank account, sees it pending, approval by the review command raises the alert', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'carrier@demo.test');
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.goto(`/payee/wallet${pollKnob}`);
  await expect(page).toHaveTitle('Wallet | LanePay');
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  await expect(page.locator('tr', { hasText: 'Operating account' }).getByText('Active')).toBeVisible();
  await capture(page, 'wallet');

  await page.getByRole('link', { name: 'Add bank account' }).first().click();
  await expect(page.getByRole('heading', { name: 'Add bank account', level: 1 })).toBeVisible();
  // The shared rules answer before anything is sent; a wrong checksum is 'Invalid routing number'.
  await page.getByLabel('Routing number').fill('021000022');
  await page.getByLabel('Account number', { exact: true }).fill('12');
  await page.getByLabel('Confirm account number').fill('13');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText('Invalid routing number')).toBeVisible();
  await expect(page.getByText('Must be at least 4 digits.')).toBeVisible();
  await expect(page.getByText('Account numbers do not match.')).toBeVisible();
  await capture(page, 'wallet-add-errors');

  // The routing directory names the bank as soon as the number is valid.
  const number = accountNumber();
  await page.getByLabel('Routing number').fill('111000614');
  await expect(page.getByText('JPMorgan Chase Bank, N.A. · Dallas, TX')).toBeVisible();
  await page.getByLabel('Account number', { exact: true }).fill(number);
  await page.getByLabel('Confirm account number').fill(number);
  await page.getByLabel('Account nickname (optional)').fill('Fuel and payroll');
  await capture(page, 'wallet-add');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: 'Review your account' })).toBeVisible();
  await expect(page.getByText(`ACH ••••${number.slice(-4)}`)).toBeVisible();
  await capture(page, 'wallet-add-review');
  await page.getByRole('button', { name: 'Add account' }).click();

  // Back in the wallet, the new account is pending approval.
  await expect(page).toHaveURL(/\/payee\/wallet$/);
  await expect(page.getByText('Bank account added')).toBeVisible();
  const row = page.locator('tr', { hasText: 'Fuel and payroll' });
  await expect(row.getByText('Pending approval')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Pending approval' }).first()).toBeVisible();
  await capture(page, 'wallet-pending');
  const accountId = Number(await row.getAttribute('data-account-id'));
  expect(accountId).toBeGreaterThan(0);
  // The page never received the full number.
  expect(await page.content()).not.toContain(number);

  const result = await review(String(baseURL), accountId, 'approve');
  expect(result.status).toBe(1);

  const alert = page.getByText('Account Fuel and payroll has been approved and is ready to receive funds.');
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Account has been approved')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await capture(page, 'wallet-approved');
  // The alert does not hide by itself (toasts otherwise leave after 5 s).
  await page.waitForTimeout(6_000);
  await expect(alert).toBeVisible();
});

test('declined and verification-required accounts raise their own alerts', async ({ page, baseURL }) => {
  await signIn(page, 'carrier@demo.test');
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.goto(`/payee/wallet${pollKnob}`);
  const declinedId = await addAchAccount(page, 'Old savings', '121000248');
  const verifyId = await addAchAccount(page, 'Second operating', '026009593');
  // Polling follows the user through the payee area, not only the wallet page.
  await page.goto('/payee/profile');
  await expect(page.getByRole('tab', { name: 'My information' })).toBeVisible();
  await review(String(baseURL), declinedId, 'decline');
  await review(String(baseURL), verifyId, 'verify');
  await expect(page.getByText('Account Old savings has been declined.')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText(
      "Verification is required for account Second operating. We'll call you within 7 business days to complete it.",
    ),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: /Manage wallet/ }).click();
  await expect(page.locator('tr', { hasText: 'Old savings' }).getByText('Declined')).toBeVisible();
  await expect(page.locator('tr', { hasText: 'Second operating' }).getByText('Pending final review')).toBeVisible();
  await capture(page, 'wallet-declined-verification');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payee/wallet?skipAnimation');
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  await capture(page, 'wallet-mobile');
});
