import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { capture } from './support/capture.ts';
import {
  chooseSpreadsheet,
  confirmRelease,
  expectOneBadRow,
  expectReadyToSubmit,
  openRelease,
  spreadsheet,
  submitForReview,
} from './support/invoice-uploads.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { signIn } from './support/sign-in.ts';

test('issue 13: the broker uploads a spreadsheet, fixes its bad row, submits it and releases the batch', async ({
  page,
  baseURL,
}) => {
  const tag = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;
  const invoiceDate = addDays(calendarDateIn(new Date()), -3);
  // Five invoices for Lone Star Freight (MC 654321, DOT 1234567), Redline's carrier in the demo data.
  const rows = [
    ['654321', '', '', `${tag}-1`, `${tag}-L1`, '1,234.50', invoiceDate],
    ['', '1234567', '', `${tag}-2`, `${tag}-L2`, '$875', invoiceDate],
    ['MC-654321', '', '', `${tag}-3`, `${tag}-L3`, '2,100.00', invoiceDate],
    ['654321', '', '', `${tag}-4`, `${tag}-L4`, '-45.00', invoiceDate],
    ['654321', '', '', `${tag}-5`, `${tag}-L5`, '990.25', invoiceDate],
  ];
  const fileName = `redline-${tag}.csv`;

  await signIn(page, 'broker@demo.test');
  await expect(page).toHaveURL(/\/payor\/dashboard/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await chooseSpreadsheet(page, spreadsheet(fileName, rows));

  // The bad row says what is wrong in the cell it is about, and nothing can be submitted.
  await expectOneBadRow(page, 5, /The amount must be greater than \$0\.00\./);
  await expect(page.locator('tr[data-row="2"]')).toContainText('Lone Star Freight LLC');
  await capture(page, 'payor-upload-row-error-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoPageOverflow(page);
  await capture(page, 'payor-upload-row-error-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The corrected file.
  const fixed = rows.map((row) => (row[3] === `${tag}-4` ? [...row.slice(0, 5), '45.00', invoiceDate] : row));
  await chooseSpreadsheet(page, spreadsheet(fileName, fixed));
  await expectReadyToSubmit(page, 5, 524_475);
  await capture(page, 'payor-upload-ready-1280');

  // Under batch review the invoices wait in a batch on the invoice review screen.
  const batchRow = await submitForReview(page, 5, fileName);
  await expect(batchRow).toContainText('$5,244.75');
  await capture(page, 'payor-invoice-review-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoPageOverflow(page);
  await capture(page, 'payor-invoice-review-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  const dialog = await openRelease(page, batchRow, 5, 524_475);
  await capture(page, 'payor-invoice-review-confirm-1280', { fullPage: false });
  await confirmRelease(page, dialog, fileName);

  // The five invoices exist, Pending, for the carrier.
  await connectToLocalStack(String(baseURL));
  const { findPayorInvoiceByNumber } = await import('#functions/repositories/invoices.ts');
  const invoices = await Promise.all(
    [1, 2, 3, 4, 5].map((n) => findPayorInvoiceByNumber(demoCompanies.broker.id, 'INVOICE', `${tag}-${n}`)),
  );
  expect(invoices.map((invoice) => [invoice?.status, invoice?.payeeId])).toEqual(
    invoices.map(() => [InvoiceStatus.Pending, demoCompanies.carrier.id]),
  );
  expect(invoices[3]?.grossCents).toBe(4_500);
});
