import { randomInt, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { captureBoth } from './support/both-widths.ts';
import { capture } from './support/capture.ts';
import { localMfaCode, signIn } from './support/sign-in.ts';

async function newestEmailTo(email: string, subject: RegExp) {
  const { listOutboxFor } = await import('#functions/repositories/outbox.ts');
  const message = (await listOutboxFor(email)).find((candidate) => subject.test(candidate.subject));
  if (!message) throw new Error(`No "${subject}" email to ${email}`);
  return message;
}

test('journey 3: the broker opens Carriers, invites a new carrier by email, and the carrier claims it with the emailed code', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await connectToLocalStack(String(baseURL));

  // The broker's carriers, as a list, then as a grid that stays after a reload.
  const brokerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await brokerContext.newPage();
  await signIn(page, 'broker@demo.test');
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Carriers' }).first().click();
  await expect(page).toHaveURL(/\/payor\/relationships$/);
  await expect(page.getByRole('heading', { name: 'Carriers', level: 1 })).toBeVisible();
  const blueRidge = page.getByRole('row', { name: /Blue Ridge Haulers/ });
  await expect(blueRidge.getByText('Alamo Capital Factoring')).toBeVisible();
  await expect(page.getByRole('row', { name: /Mesa Verde Carriers/ }).getByText('Not connected')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'carriers list');
  await captureBoth(page, 'payor-carriers-01-list');

  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(page.getByRole('list', { name: 'Carriers' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'Carriers' }).getByText('Lone Star Freight LLC')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'carriers grid');
  await captureBoth(page, 'payor-carriers-02-grid');

  // Search and the connection filter.
  await page.getByRole('button', { name: 'List' }).click();
  await page.getByLabel('Search carriers').fill('MC 7654');
  await expect(page.getByRole('row', { name: /Blue Ridge Haulers/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Lone Star Freight/ })).toHaveCount(0);
  await page.getByLabel('Search carriers').fill('');
  await page.getByLabel('Connection').selectOption('unclaimed');
  await expect(page.getByRole('row', { name: /Mesa Verde Carriers/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Blue Ridge Haulers/ })).toHaveCount(0);
  await page.getByLabel('Connection').selectOption('');

  // A carrier's page.
  await page.getByRole('link', { name: 'Blue Ridge Haulers' }).click();
  await expect(page).toHaveURL(/\/payor\/relationships\/2101$/);
  await expect(page.getByText('QuickPay fee')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paperwork access' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'carrier details');
  await captureBoth(page, 'payor-carriers-03-details');

  // Invite a new carrier by email: the form checks itself first.
  await page.getByRole('link', { name: 'Carriers' }).first().click();
  await page.getByRole('button', { name: 'Invite carrier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a carrier' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Company name is required')).toBeVisible();
  await expect(dialog.getByText('DOT # or MC # is required')).toBeVisible();
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'invite dialog');
  await capture(page, 'payor-carriers-04-invite-errors', { fullPage: false });
  const suffix = randomUUID().slice(0, 6);
  const carrierName = `Brazos Valley ${suffix}`;
  const email = `owner-${suffix}@brazos.test`;
  await dialog.getByLabel('Carrier name').fill(carrierName);
  await dialog.getByLabel('MC #').fill(String(randomInt(10_000_000, 99_999_999)));
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await capture(page, 'payor-carriers-05-invite-filled', { fullPage: false });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${carrierName}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: carrierName })).toBeVisible();
  await expect(page.getByText(/Invited on .*, not connected yet/)).toBeVisible();
  await captureBoth(page, 'payor-carriers-06-invited');
  const invitation = await newestEmailTo(email, /invites you to get paid on LanePay/);
  expect(invitation.body).toContain('Redline Logistics');

  // The carrier: first sign-in with the emailed temporary password joins its company.
  const welcome = await newestEmailTo(email, /You have been added to LanePay/);
  const password = welcome.body.match(/temporary password (\S+),/)?.[1] ?? '';
  expect(password).not.toBe('');
  const carrierContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const carrier = await carrierContext.newPage();
  await carrier.goto(String(baseURL));
  await carrier.getByRole('button', { name: 'Essential only' }).click();
  await carrier.getByLabel('Email', { exact: true }).fill(email);
  await carrier.getByLabel('Password', { exact: true }).fill(password);
  await carrier.getByRole('button', { name: 'Log in' }).click();
  await expect(carrier.getByRole('heading', { name: 'Password Change Required' })).toBeVisible();
  await carrier.getByLabel('Current password').fill(password);
  await carrier.getByLabel('New password', { exact: true }).fill('Brazos-Valley-2026');
  await carrier.getByLabel('Confirm new password').fill('Brazos-Valley-2026');
  await carrier.getByRole('button', { name: 'Change password' }).click();
  await expect(carrier).toHaveURL(/\/missing-details\/mfa/);
  await carrier.getByLabel('Mobile phone number').fill('555 555 0189');
  await carrier.getByRole('button', { name: 'Save and text me' }).click();
  await carrier.getByLabel('Enter the code').fill(localMfaCode);
  await carrier.getByRole('button', { name: 'Verify' }).click();
  await carrier.getByRole('button', { name: 'Continue' }).click();
  await expect(carrier).toHaveURL(/\/payee\/dashboard$/);

  // The existing claim flow: Redline waits; the code goes to the invited address.
  await carrier.goto('/payee/unclaimed-relationships?skipAnimation');
  await expect(carrier.getByRole('heading', { name: 'Redline Logistics' })).toBeVisible();
  await carrier.getByRole('link', { name: 'Claim Redline Logistics' }).click();
  await expect(carrier.getByText('Step 1 of 4')).toBeVisible();
  await carrier.getByRole('radio', { name: /brazos\.test/ }).check();
  await carrier.getByRole('radio', { name: 'Email', exact: true }).check();
  await carrier.getByRole('button', { name: 'Send code' }).click();
  const codeDialog = carrier.getByRole('dialog', { name: 'Enter your verification code' });
  await expect(codeDialog.getByText('Step 2 of 4')).toBeVisible();
  const code = (await newestEmailTo(email, /verification code/)).body.match(/\b(\d{6})\b/)?.[1] ?? '';
  await codeDialog.getByLabel('Verification code').fill(code);
  await codeDialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(carrier.getByText('Step 3 of 4')).toBeVisible();
  await carrier.getByRole('radio', { name: /Standard Pay/ }).check();
  await carrier.getByLabel('I agree to the Terms of Service').check();
  await carrier.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(carrier.getByRole('status').filter({ hasText: '1 new connection' })).toBeVisible();
  await carrierContext.close();

  // The broker sees the carrier connected.
  await page.reload();
  await expect(page.getByRole('heading', { name: carrierName })).toBeVisible();
  await expect(page.getByText(/Connected on /)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'carrier connected');
  await captureBoth(page, 'payor-carriers-07-connected');
  await brokerContext.close();
});
