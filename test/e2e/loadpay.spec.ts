import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { capture } from './support/capture.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { demoPassword, localMfaCode, signIn } from './support/sign-in.ts';

const run = promisify(execFile);

/** `npm run bank-account:review -- <payee> <account> approve` against this test's stack. */
async function approve(baseURL: string, accountId: number) {
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'bank-account:review', '--', String(demoCompanies.carrier.id), String(accountId), 'approve'],
    { env: { ...process.env, PORT: new URL(baseURL).port } },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { status: number };
}

/** The code in the newest LoadPay email to `email` (the outbox `npm start` prints). */
async function emailedCode(email: string): Promise<string> {
  const { listOutboxFor } = await import('#functions/repositories/outbox.ts');
  let code: string | undefined;
  await expect(async () => {
    const newest = (await listOutboxFor(email)).at(-1);
    expect(newest?.subject).toBe('Your LanePay code to link your LoadPay account');
    code = newest?.body.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
  }).toPass();
  return code ?? '';
}

test('a carrier links its LoadPay account from the wallet: emailed code, pending, approved, linked once', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await connectToLocalStack(String(baseURL));
  const email = `dispatch.${Date.now()}@lonestarfreight.test`;
  const accountNumber = `4${String(Date.now()).slice(-11)}`;
  const last4 = accountNumber.slice(-4);

  await signIn(page, 'carrier@demo.test');
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  // The wallet's 60 s status polling, shortened for the tab (its documented knob outside production).
  await page.goto('/payee/wallet?statusPollSeconds=2&skipAnimation');
  await expect(page.getByText('Prefer LoadPay?')).toBeVisible();
  await capture(page, 'loadpay-00-wallet', { blur: true });

  // The wallet's add-account choices lead to the top-level page.
  await page.getByRole('link', { name: 'Link LoadPay account' }).first().click();
  await expect(page).toHaveURL(/\/link-LoadPay-account$/);
  await expect(page).toHaveTitle('Link LoadPay account | LanePay');
  await expect(page.getByRole('heading', { name: 'Link your LoadPay account' })).toBeVisible();
  await expect(page.getByText('Payments arrive in 0–5 minutes.', { exact: true })).toBeVisible();

  // The shared rules answer before anything is sent.
  await page.getByLabel('LoadPay email').fill('not-an-email');
  await page.getByLabel('LoadPay account number').fill('12345');
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Must be at least 10 digits.')).toBeVisible();
  await capture(page, 'loadpay-01-details-errors', { blur: true });

  await page.getByLabel('LoadPay email').fill(email);
  await page.getByLabel('LoadPay account number').fill(accountNumber);
  await capture(page, 'loadpay-02-details', { blur: true });
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expect(page.getByText(`LoadPay account ••••${last4}`)).toBeVisible();
  await expect(page.getByText(/We sent a 6-digit code to d•••@lonestarfreight\.test/)).toBeVisible();
  const code = await emailedCode(email);

  // A wrong code: the seeds' error, and the attempts left on the field.
  await page.getByLabel('Code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Link account' }).click();
  await expect(page.getByText('There was an error linking your LoadPay account.')).toBeVisible();
  await expect(page.getByText('That code is not correct. Attempts remaining: 4.')).toBeVisible();
  await capture(page, 'loadpay-03-wrong-code', { blur: true });

  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Account nickname (optional)').fill('LoadPay fuel fund');
  await page.getByRole('button', { name: 'Link account' }).click();
  await expect(page.getByRole('heading', { name: 'LoadPay account linked' })).toBeVisible();
  await expect(page.getByText('LoadPay fuel fund is pending approval')).toBeVisible();
  await expect(page.getByText('Pending approval', { exact: true })).toBeVisible();
  await expect(page.getByText('Once approved, payments arrive in 0–5 minutes.')).toBeVisible();
  expect(await page.content()).not.toContain(accountNumber);
  await capture(page, 'loadpay-04-linked', { blur: true });

  // In the wallet: pending, with LoadPay's processing time.
  await page.getByRole('link', { name: 'Go to wallet' }).click();
  await expect(page).toHaveURL(/\/payee\/wallet$/);
  const row = page.locator('tr', { hasText: 'LoadPay fuel fund' });
  await expect(row.getByText('Pending approval')).toBeVisible();
  await expect(row.getByText(`LoadPay ••••${last4}`)).toBeVisible();
  await expect(row.getByText('Arrives in 0–5 minutes')).toBeVisible();
  await expect(page.getByText('Prefer LoadPay?')).toHaveCount(0);
  await capture(page, 'loadpay-05-wallet-pending', { blur: true });

  // Staff approve it (the local review command); the wallet's polling raises the alert. Polling
  // gives up after three attempts (seeds 000 §4), which the captures above may have used up on a
  // busy machine: the page is loaded again so the approval meets fresh attempts.
  const accountId = Number(await row.getAttribute('data-account-id'));
  await page.reload();
  await expect(row.getByText('Pending approval')).toBeVisible();
  expect((await approve(String(baseURL), accountId)).status).toBe(1);
  await expect(
    page.getByText('Account LoadPay fuel fund has been approved and is ready to receive funds.'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText('Active')).toBeVisible();
  await capture(page, 'loadpay-06-approved', { blur: true });

  // Linking the same LoadPay account again gives the same wallet account, nothing new.
  await page.goto('/link-LoadPay-account');
  await page.getByLabel('LoadPay email').fill(email);
  await page.getByLabel('LoadPay account number').fill(accountNumber);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(await emailedCode(email));
  await page.getByRole('button', { name: 'Link account' }).click();
  await expect(page.getByText('LoadPay fuel fund is already in your wallet.')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Go to wallet' }).click();
  await expect(page.locator('tr', { hasText: `LoadPay ••••${last4}` })).toHaveCount(1);

  // The page fits a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/link-LoadPay-account');
  await expect(page.getByRole('heading', { name: 'Link your LoadPay account' })).toBeVisible();
  await expectNoPageOverflow(page);
  await capture(page, 'loadpay-07-phone', { blur: true });
});

test('the LoadPay page is for payee companies: signed out it asks to log in, a broker is sent away, a driver has no access', async ({
  page,
  browser,
}) => {
  // Signed out: the login page, which returns to the LoadPay page after signing in.
  await page.goto('/link-LoadPay-account');
  await expect(page).toHaveURL(/\/\?return_url=%2Flink-LoadPay-account$/);
  await page.getByLabel('Email', { exact: true }).fill('carrier@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('Code', { exact: true }).fill(localMfaCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/link-LoadPay-account$/);
  await expect(page.getByRole('heading', { name: 'Link your LoadPay account' })).toBeVisible();

  // A broker (payor company) is sent to the root, which leads it to its own area.
  const brokerContext = await browser.newContext();
  const broker = await brokerContext.newPage();
  await signIn(broker, 'broker@demo.test');
  await expect(broker).toHaveURL(/\/payor\//);
  await broker.goto('/link-LoadPay-account');
  await expect(broker).toHaveURL(/\/payor\/dashboard$/);
  await brokerContext.close();

  // A driver of the carrier has no wallet: the no-access page, and no code can be asked for.
  // axe runs only in a context the test made itself.
  const driverContext = await browser.newContext();
  const driver = await driverContext.newPage();
  await signIn(driver, 'driver@demo.test');
  await expect(driver).toHaveURL(/\/payee\//);
  await driver.goto('/link-LoadPay-account');
  await expect(driver.getByRole('heading', { name: 'This page is for your administrators' })).toBeVisible();
  await expect(driver.getByLabel('LoadPay email')).toHaveCount(0);
  await capture(driver, 'loadpay-08-driver-no-access', { blur: true });
  await driverContext.close();
});
