import { expect, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { highwayDemo } from '#infra/local/seed/seed-highway-alerts.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { capture } from './support/capture.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { signIn } from './support/sign-in.ts';

/** An invoice of Gulf Shore Trucking (insurance lapsed, alert open) for Redline, as an integration sends it. */
async function submitGulfShoreInvoice(baseURL: string, number: string): Promise<number> {
  await connectToLocalStack(baseURL);
  const { submitPayorInvoice } = await import('#functions/services/invoice-submissions.ts');
  const result = await submitPayorInvoice({
    payorId: demoCompanies.broker.id,
    payorName: demoCompanies.broker.name,
    submission: {
      payeeRelationshipId: highwayDemo.relationshipId,
      invoiceNumber: number,
      loadNumber: `${number}-LD`,
      grossCents: 187_525,
      kind: 'Standard',
    },
    actor: { kind: 'payor', userId: 3, name: 'Blair Broker', companyName: demoCompanies.broker.name },
  });
  if (result.kind !== 'created') throw new Error(`The invoice was not created: ${result.kind}`);
  expect(result.invoice.status).toBe(InvoiceStatus.Held);
  return result.invoice.id;
}

test('a failed highway check holds a carrier’s new invoice until the broker clears the alert', async ({
  page,
  browser,
  baseURL,
}) => {
  const number = `HW${Date.now().toString(36).toUpperCase()}`;
  const invoiceId = await submitGulfShoreInvoice(String(baseURL), number);

  await signIn(page, 'broker@demo.test');
  await expect(page).toHaveURL(/\/payor\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.goto('/payor/highway-alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Highway alerts' })).toBeVisible();
  const row = page.getByTestId('highway-alert-row').filter({ hasText: highwayDemo.carrier.name });
  await expect(row).toContainText('Holding invoices');
  await expect(row).toContainText('Insurance');
  await expect(row).toContainText('DOT 5678901 · MC 198765');
  await capture(page, 'payor-highway-alerts-list');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await expectNoPageOverflow(page);
  await capture(page, 'payor-highway-alerts-list-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The alert: what failed, the invoice it holds, and its history.
  await row.getByRole('link', { name: `Open the alert for ${highwayDemo.carrier.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Alert for ${highwayDemo.carrier.name}` });
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Insurance' })).toContainText('Fail');
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Operating authority' })).toContainText('Pass');
  await expect(dialog.getByTestId('held-invoice-row')).toContainText(number);
  await expect(dialog.getByTestId('held-invoice-row')).toContainText('$1,875.25');
  await expect(dialog).toContainText('Invoice held');
  await capture(page, 'payor-highway-alert-dialog', { fullPage: false });

  await dialog.getByRole('button', { name: 'Clear alert' }).click();
  await expect(dialog).toContainText(
    `Clear the alert for ${highwayDemo.carrier.name}? The invoice it holds goes back to Pending`,
  );
  await capture(page, 'payor-highway-alert-clear-confirm', { fullPage: false });
  await dialog.getByRole('button', { name: 'Clear alert' }).click();
  await expect(page.getByText('Alert cleared: its invoices are back in review.')).toBeVisible();
  await expect(dialog).toContainText('Cleared by Blair Broker');
  await expect(dialog.getByRole('button', { name: 'Clear alert' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('No highway alerts')).toBeVisible();
  await capture(page, 'payor-highway-alerts-empty');

  // The released invoice waits for review again in the broker's invoice list.
  await page.goto(`/payor/invoices?q=${number}`);
  const invoiceRow = page.getByTestId('payor-invoice-row').filter({ hasText: number });
  await expect(invoiceRow).toContainText('Pending');
  await capture(page, 'payor-highway-released-invoice');
  const { getInvoice } = await import('#functions/repositories/invoices.ts');
  const released = await getInvoice(invoiceId);
  expect(released?.status).toBe(InvoiceStatus.Pending);
  expect(released?.statusHistory.at(-1)).toMatchObject({ status: InvoiceStatus.Pending, byName: 'Blair Broker' });

  // A payor that does not subscribe sees the no-access page.
  const shipperContext = await browser.newContext();
  const shipper = await shipperContext.newPage();
  await signIn(shipper, 'shipper@demo.test');
  await expect(shipper).toHaveURL(/\/payor\/dashboard$/);
  await shipper.getByRole('button', { name: 'Essential only' }).click();
  await shipper.goto('/payor/highway-alerts');
  await expect(shipper).toHaveTitle('No access | LanePay');
  await expect(shipper.getByRole('heading', { name: 'This page is for your administrators' })).toBeVisible();
  await capture(shipper, 'payor-highway-alerts-shipper-no-access');
  await shipperContext.close();
});
