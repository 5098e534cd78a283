import { expect, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { LoadAdvanceState } from '#shared/enums/load-status.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import { capture } from './support/capture.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { signIn } from './support/sign-in.ts';

/** The demo load carried by the carrier's pending invoice LSF-24002 (infra/local/seed/seed-loads.ts). */
const loadNumber = 'LD880026';

test('the broker opens a load with its invoice, asks for an advance, and sees it paid after a payout run', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'broker@demo.test');
  await expect(page).toHaveURL(/\/payor\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Loads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loads' })).toBeVisible();
  await expect(page.getByTestId('payor-load-row')).toHaveCount(7);
  await capture(page, 'payor-loads-list');

  // Only what is in transit, then back to every load.
  await page.getByLabel('Status').selectOption({ label: 'In transit' });
  await expect(page.getByTestId('payor-load-row')).toHaveCount(1);
  await expect(page.getByTestId('payor-load-row')).toContainText('LD880513');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('payor-load-row')).toHaveCount(7);

  // The load carried by a pending invoice: the invoice, its paperwork, and room for an advance.
  await page.getByRole('link', { name: loadNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Load ${loadNumber}` })).toBeVisible();
  await expect(page.getByText('Invoiced', { exact: true }).first()).toBeVisible();
  const invoices = page.getByTestId('load-invoices');
  await expect(invoices.getByRole('link', { name: 'Invoice # LSF-24002' })).toHaveAttribute(
    'href',
    /\/payor\/invoices\/2$/,
  );
  const panel = page.getByTestId('advance-panel');
  await expect(panel).toContainText('No advance was requested.');
  await capture(page, 'payor-load-details');

  // More than half of the invoice is refused before anything is sent; $500.00 is asked for.
  const amount = panel.getByLabel('Advance amount');
  await amount.fill('900000');
  await expect(panel.getByRole('alert')).toContainText('You can advance up to $804.19');
  await amount.fill('50000');
  await expect(amount).toHaveValue('$500.00');
  await panel.getByRole('button', { name: 'Request advance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a load advance' });
  await expect(dialog).toContainText(`Advance $500.00 to Lone Star Freight LLC for load ${loadNumber}?`);
  await capture(page, 'payor-load-advance-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Request advance' }).click();
  await expect(page.getByText('Advance of $500.00 requested.')).toBeVisible();
  await expect(panel.getByTestId('advance-state')).toHaveText('Advance requested');
  await expect(panel).toContainText('by Blair Broker');

  // The payout run pays it as a load advance payout of its own.
  await connectToLocalStack(String(baseURL));
  const { runPayouts } = await import('#functions/services/payout-run.ts');
  const { getPayment } = await import('#functions/repositories/payments.ts');
  const { getLoad } = await import('#functions/repositories/loads.ts');
  const { advancePaymentIdFor } = await import('#functions/domain/payouts/plan-load-advances.ts');
  await runPayouts();
  await runPayouts();
  const load = await getLoad(demoCompanies.broker.id, 1);
  expect(load?.advance?.state).toBe(LoadAdvanceState.Paid);
  const payment = await getPayment(advancePaymentIdFor(demoCompanies.broker.id, 1));
  expect(payment).toMatchObject({ payoutType: PayoutType.BROKER_LOAD_ADVANCE_PAYOUT, grossCents: 50_000 });

  await page.reload();
  await expect(panel.getByTestId('advance-state')).toHaveText('Advance paid');
  await expect(panel.getByTestId('advance-amount')).toHaveText('$500.00');
  await expect(panel).toContainText('Paid ');
  await capture(page, 'payor-load-advance-paid');

  // The list shows the advance beside the status; on a phone the pages fit.
  await page.getByRole('link', { name: 'Back to loads' }).click();
  await expect(page.getByTestId('payor-load-row').filter({ hasText: loadNumber })).toContainText('Advance paid');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('payor-load-row')).toHaveCount(7);
  await expectNoPageOverflow(page);
  await capture(page, 'payor-loads-list-phone');
  await page.getByRole('link', { name: loadNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Load ${loadNumber}` })).toBeVisible();
  await expectNoPageOverflow(page);
  await capture(page, 'payor-load-details-phone');
});

test('a shipper without the loads setting has no Loads item and gets the no-access page', async ({ page }) => {
  await signIn(page, 'shipper@demo.test');
  await expect(page).toHaveURL(/\/payor\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Loads' })).toHaveCount(0);
  await page.goto('/payor/loads');
  await expect(page).toHaveTitle('No access | LanePay');
  await capture(page, 'payor-loads-shipper-no-access');
});
