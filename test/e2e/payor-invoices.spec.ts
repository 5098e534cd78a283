import { expect, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { capture } from './support/capture.ts';
import {
  confirmApproval,
  confirmHold,
  openReview,
  payorInvoiceRow,
  searchPayorInvoices,
} from './support/invoice-review.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { openSession, signIn } from './support/sign-in.ts';

/** Four pending invoices of Lone Star Freight for Redline Logistics, under numbers of this run. */
async function submitFourInvoices(baseURL: string, prefix: string): Promise<number[]> {
  await connectToLocalStack(baseURL);
  const { submitPayorInvoice } = await import('#functions/services/invoice-submissions.ts');
  const ids: number[] = [];
  for (const [index, grossCents] of [125_000, 98_050, 310_400, 64_275].entries()) {
    const result = await submitPayorInvoice({
      payorId: demoCompanies.broker.id,
      payorName: demoCompanies.broker.name,
      submission: {
        payeeRelationshipId: 1,
        invoiceNumber: `${prefix}-${index + 1}`,
        loadNumber: `${prefix}-LD${index + 1}`,
        grossCents,
        kind: 'Standard',
      },
      actor: { kind: 'payor', userId: 3, name: 'Blair Broker', companyName: demoCompanies.broker.name },
    });
    if (result.kind !== 'created') throw new Error(`Invoice ${index + 1} was not created: ${result.kind}`);
    ids.push(result.invoice.id);
  }
  return ids;
}

test('the broker approves three invoices and holds one with a note; the carrier reads why', async ({
  page,
  browser,
  baseURL,
}) => {
  const prefix = `RL${Date.now().toString(36).toUpperCase()}`;
  const ids = await submitFourInvoices(String(baseURL), prefix);

  await signIn(page, 'broker@demo.test');
  await expect(page).toHaveURL(/\/payor\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await searchPayorInvoices(page, prefix, 4);
  await expect(page.getByTestId('waiting-pending')).toBeVisible();
  await capture(page, 'payor-invoices-list');

  // Three picked together, approved together.
  const approved = [1, 2, 3].map((number) => `${prefix}-${number}`);
  const approve = await openReview(page, approved, 'Approve', 533_450);
  await capture(page, 'payor-invoices-approve-dialog', { fullPage: false });
  await confirmApproval(page, approve, approved);

  // The fourth is held: the dialog asks why, for the carrier.
  const hold = await openReview(page, [`${prefix}-4`], 'Hold', 64_275);
  await hold.getByRole('button', { name: 'Confirm' }).click();
  await expect(hold.getByRole('alert')).toHaveText('Tell the carrier why.');
  await hold.getByLabel('Note for the carrier').fill('Missing the signed proof of delivery');
  await capture(page, 'payor-invoices-hold-dialog', { fullPage: false });
  await confirmHold(page, hold, `${prefix}-4`);

  // The held invoice's page says why, and offers the moves a held invoice can make.
  await payorInvoiceRow(page, `${prefix}-4`)
    .getByRole('link', { name: `${prefix}-4` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${prefix}-4` })).toBeVisible();
  await expect(page.getByTestId('review-note')).toContainText('Missing the signed proof of delivery');
  await expect(page.getByRole('button', { name: 'Back to review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hold' })).toHaveCount(0);
  await capture(page, 'payor-invoice-details');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/payor/invoices?q=${prefix}`);
  await expect(page.getByTestId('payor-invoice-row')).toHaveCount(4);
  await expectNoPageOverflow(page);
  await capture(page, 'payor-invoices-list-phone');

  // The carrier sees the hold and the broker's words on its own invoice page.
  const { page: carrier, close } = await openSession(browser, 'carrier@demo.test');
  await carrier.goto(`/payee/invoices/${ids[3]}`);
  const note = carrier.getByTestId('review-note');
  await expect(note).toContainText('On hold: Held by the payor');
  await expect(note).toContainText('Missing the signed proof of delivery');
  await capture(carrier, 'payee-invoice-held-by-payor');
  await close();

  const { getInvoice } = await import('#functions/repositories/invoices.ts');
  expect((await Promise.all(ids.map(getInvoice))).map((invoice) => invoice?.status)).toEqual([
    InvoiceStatus.Approved,
    InvoiceStatus.Approved,
    InvoiceStatus.Approved,
    InvoiceStatus.Held,
  ]);
});
