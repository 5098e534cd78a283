import { expect, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { capture } from './support/capture.ts';
import { signIn } from './support/sign-in.ts';

/** Summit Freight Brokers and Gulf Coast Logistics share the carrier's dispatch phone (demo seed). */
const dispatchPhone = '+15555550142';

async function codeTextedTo(phone: string): Promise<string> {
  const { listOutboxFor } = await import('#functions/repositories/outbox.ts');
  const [message] = await listOutboxFor(phone);
  expect(message?.channel).toBe('text');
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code texted to ${phone}`);
  return code;
}

test('journey 1: the carrier claims Summit Freight Brokers by text code and picks QuickPay', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await connectToLocalStack(String(baseURL));
  await signIn(page, 'carrier@demo.test');
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();

  // My payors: Summit is waiting to be claimed.
  await page.goto('/payee/relationships?skipAnimation');
  await expect(page).toHaveTitle('My payors | LanePay');
  const summitRow = page.getByRole('row', { name: /Summit Freight Brokers/ });
  await expect(summitRow.getByText('Not connected', { exact: true })).toBeVisible();
  await expect(page.getByText('3 payors are waiting for you to connect')).toBeVisible();
  await capture(page, 'claim-01-relationships');

  // Claim Relationships, by payor and by contact info.
  await page.getByRole('link', { name: 'Claim relationships' }).first().click();
  await expect(page).toHaveURL(/\/payee\/unclaimed-relationships$/);
  await expect(page.getByRole('heading', { name: 'Summit Freight Brokers' })).toBeVisible();
  await capture(page, 'claim-02-unclaimed-by-payor');
  await page.getByRole('tab', { name: 'By contact info' }).click();
  await expect(page.getByRole('heading', { name: '(•••) •••-0142' })).toBeVisible();
  await capture(page, 'claim-03-unclaimed-by-contact');
  await page.getByRole('tab', { name: 'By payor' }).click();

  // Step 1: the dispatch phone, by text.
  await page.getByRole('link', { name: 'Claim Summit Freight Brokers' }).click();
  await expect(page).toHaveURL(/\/payee\/unclaimed-relationships\/3$/);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please choose a contact method.')).toBeVisible();
  await capture(page, 'claim-04-confirm');
  await page.getByRole('radio', { name: /0142/ }).check();
  await page.getByRole('radio', { name: 'Text message' }).check();
  await capture(page, 'claim-05-contact-chosen');
  await page.getByRole('button', { name: 'Send code' }).click();

  // Step 2: the code from the outbox; a wrong one first.
  const dialog = page.getByRole('dialog', { name: 'Enter your verification code' });
  await expect(dialog.getByText('Step 2 of 4')).toBeVisible();
  await expect(dialog.getByText('We sent a 6-digit code to (•••) •••-0142.')).toBeVisible();
  const code = await codeTextedTo(dispatchPhone);
  const wrong = code === '000000' ? '111111' : '000000';
  await dialog.getByLabel('Verification code').fill(wrong);
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(dialog.getByText('That code is not correct. Attempts remaining: 4.')).toBeVisible();
  await capture(page, 'claim-06-code-dialog', { fullPage: false });
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();

  // Step 3: QuickPay, and the terms must be agreed.
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByRole('radio', { name: /QuickPay/ }).check();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('You must agree to Terms of Service.')).toBeVisible();
  await capture(page, 'claim-07-payment-term');
  await page.getByLabel('I agree to the Terms of Service').check();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();

  // Gulf Coast Logistics uses the same phone: 'claim more brokers' comes first, then the toast.
  const more = page.getByRole('dialog', { name: 'Claim more brokers' });
  await expect(more.getByText('Gulf Coast Logistics', { exact: true })).toBeVisible();
  await capture(page, 'claim-08-claim-more-brokers', { fullPage: false });
  await more.getByRole('button', { name: 'Not now' }).click();
  const toast = page.getByRole('status').filter({ hasText: '1 new connection' });
  await expect(toast).toBeVisible();
  await expect(toast.getByText('You have successfully connected to 1 payor.')).toBeVisible();

  // Step 4: the carrier's active account; then the success page.
  await expect(page).toHaveURL(/\/payee\/unclaimed-relationships\/add_bank_account$/);
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expect(page.getByText(/Operating account/)).toBeVisible();
  await capture(page, 'claim-09-toast-and-bank-account');
  await page.getByRole('link', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/payee\/relationships\/success$/);
  await expect(page.getByRole('heading', { name: 'You’re connected' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Summit Freight Brokers', exact: true })).toBeVisible();
  await capture(page, 'claim-10-success');

  // The relationship now shows as claimed, on QuickPay.
  await page.getByRole('link', { name: 'View my payors' }).click();
  const claimedRow = page.getByRole('row', { name: /Summit Freight Brokers/ });
  await expect(claimedRow.getByText('Connected', { exact: true })).toBeVisible();
  await expect(claimedRow.getByText('QuickPay', { exact: true })).toBeVisible();
  await expect(page.getByText('2 payors are waiting for you to connect')).toBeVisible();
  await capture(page, 'claim-11-relationships-after');

  const { getRelationship } = await import('#functions/repositories/relationships.ts');
  expect(await getRelationship(1001, 3)).toMatchObject({ isClaimed: true, paymentType: 2, contactStatus: 5 });
  expect((await getRelationship(1001, 4))?.isClaimed).toBe(false);

  // The payor's page: default term and payment panel, and its terms of service.
  await claimedRow.getByRole('link', { name: 'Summit Freight Brokers', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Default term and payment' })).toBeVisible();
  await expect(page.getByText('Your next 2 QuickPay invoices are FREE QuickPay')).toBeVisible();
  await capture(page, 'claim-12-relationship-detail');
  await page.getByRole('link', { name: 'View terms of service' }).click();
  await expect(page.getByText(/laws of the State of Texas/)).toBeVisible();
  await expect(page.getByText(/Dallas County/)).toBeVisible();
  await capture(page, 'claim-13-terms-of-service');

  // Phones: the list becomes cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payee/relationships?skipAnimation');
  await expect(page.getByRole('link', { name: 'Summit Freight Brokers', exact: true })).toBeVisible();
  await capture(page, 'claim-14-relationships-mobile');
});

test('claim by contact info, the QuickPay offer, a carrier without a bank account, and the authorization form', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await connectToLocalStack(String(baseURL));
  const { carrierData } = await import('../integration/payee-relationships/relationship-fixtures.ts');
  const { listOutboxFor } = await import('#functions/repositories/outbox.ts');
  const world = await carrierData();
  await signIn(page, world.adminEmail);
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();

  // By contact info: the billing email, shared by Alpha Brokerage and Bravo Logistics.
  await page.goto('/payee/unclaimed-relationships?view=contact&skipAnimation');
  const emailCard = page.getByRole('article').filter({ hasText: 'Alpha Brokerage' }).filter({ hasText: 'Email' });
  await emailCard.getByRole('link', { name: 'Claim all 2' }).click();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Alpha Brokerage' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /carrier\.test Email/ })).toBeChecked();
  await capture(page, 'claim-20-by-contact-confirm');
  await page.getByRole('button', { name: 'Send code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter your verification code' });
  await expect(dialog).toBeVisible();
  const [message] = await listOutboxFor(world.email.destination);
  expect(message?.channel).toBe('email');
  await dialog.getByLabel('Verification code').fill(message?.body.match(/\b(\d{6})\b/)?.[1] ?? '');
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();

  // Both payors on Standard Pay: the fee table, then the QuickPay offer after the toast.
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fees by payor' })).toBeVisible();
  await page.getByRole('radio', { name: /Standard Pay/ }).check();
  await page.getByLabel('I agree to the Terms of Service').check();
  await capture(page, 'claim-21-by-contact-term');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 new connections' })).toBeVisible();
  const quickPay = page.getByRole('dialog', { name: 'Get paid faster with QuickPay' });
  await expect(quickPay.getByText('Alpha Brokerage')).toBeVisible();
  await expect(quickPay.getByText('2 FREE QuickPay invoices')).toBeVisible();
  await capture(page, 'claim-22-quickpay-dialog', { fullPage: false });
  await quickPay.getByRole('button', { name: 'Switch to QuickPay' }).click();

  // No bank account yet: the last step sends the carrier to the wallet.
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add bank account' })).toHaveAttribute('href', '/payee/wallet');
  await capture(page, 'claim-23-no-bank-account');
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page.getByRole('heading', { name: 'You’re connected' })).toBeVisible();
  const { getRelationship } = await import('#functions/repositories/relationships.ts');
  expect((await getRelationship(world.payee.id, world.rel.first.id))?.paymentType).toBe(2);
  expect((await getRelationship(world.payee.id, world.rel.second.id))?.paymentType).toBe(2);

  // Charlie Freight by the broker authorization form: a wrong MC number first.
  await page.goto(`/payee/unclaimed-relationships/${world.rel.phoneOnly.id}?skipAnimation`);
  await page.getByRole('button', { name: 'Verify with invoice details' }).click();
  const invoiceDialog = page.getByRole('dialog', { name: 'Verify with invoice details' });
  await invoiceDialog.getByLabel('Invoice amount').fill('123456');
  await expect(invoiceDialog.getByLabel('Invoice amount')).toHaveValue('$1,234.56');
  await capture(page, 'claim-24-invoice-details', { fullPage: false });
  await invoiceDialog.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Sign a broker authorization form' }).click();
  const form = page.getByRole('dialog', { name: 'Broker authorization form' });
  await form.getByLabel('MC or DOT number').fill('MC 999999');
  await form.getByLabel('Your full name').fill('Pat Owner');
  await form.getByLabel('Your title').fill('Owner');
  await form.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('I agree to the Terms of Service').check();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(form.getByText('We were unable to verify your info')).toBeVisible();
  await capture(page, 'claim-25-authorization-form', { fullPage: false });
  await form.getByLabel('MC or DOT number').fill('MC 700100');
  await form.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('I agree to the Terms of Service').check();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 new connection' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Get paid faster with QuickPay' })
    .getByRole('button', { name: 'Keep my terms' })
    .click();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  expect((await getRelationship(world.payee.id, world.rel.phoneOnly.id))?.claimMethod).toBe('authorizationForm');
});
