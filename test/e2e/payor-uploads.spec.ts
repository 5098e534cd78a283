import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { csvFile, uploadHeadings } from '../support/invoice-spreadsheets.ts';
import { capture } from './support/capture.ts';
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
  const file = (sheet: string[][]) => ({
    name: fileName,
    mimeType: 'text/csv',
    buffer: csvFile([uploadHeadings, ...sheet]),
  });

  await signIn(page, 'broker@demo.test');
  await expect(page).toHaveURL(/\/payor\/dashboard/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.goto('/payor/invoices/upload');
  await expect(page.getByRole('heading', { name: 'Upload invoices' })).toBeVisible();
  await page.getByLabel('Spreadsheet').setInputFiles(file(rows));

  // The bad row says what is wrong in the cell it is about, and nothing can be submitted.
  const badRow = page.locator('tr[data-row="5"]');
  await expect(badRow.getByRole('cell', { name: /The amount must be greater than \$0\.00\./ })).toBeVisible();
  await expect(page.getByText('1 row has errors: nothing can be submitted until the file is corrected.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Submit/ })).toBeDisabled();
  await expect(page.locator('tr[data-row="2"]')).toContainText('Lone Star Freight LLC');
  await capture(page, 'payor-upload-row-error-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoPageOverflow(page);
  await capture(page, 'payor-upload-row-error-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The corrected file.
  const fixed = rows.map((row) => (row[3] === `${tag}-4` ? [...row.slice(0, 5), '45.00', invoiceDate] : row));
  await page.getByLabel('Spreadsheet').setInputFiles(file(fixed));
  await expect(page.getByText('Every row can be submitted.')).toBeVisible();
  await expect(page.getByText('To submit: $5,244.75 in 5 invoices')).toBeVisible();
  await capture(page, 'payor-upload-ready-1280');
  await page.getByRole('button', { name: 'Submit 5 invoices' }).click();

  // Under batch review the invoices wait in a batch on the invoice review screen.
  await expect(page).toHaveURL(/\/payor\/reports\/invoice-review/);
  const batchRow = page.locator('tr', { hasText: fileName });
  await expect(batchRow).toContainText('$5,244.75');
  await capture(page, 'payor-invoice-review-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoPageOverflow(page);
  await capture(page, 'payor-invoice-review-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await batchRow.getByRole('button', { name: /^Release batch/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('5 invoices ($5,244.75) will be sent to your carriers as Pending.');
  await capture(page, 'payor-invoice-review-confirm-1280', { fullPage: false });
  await dialog.getByRole('button', { name: 'Release', exact: true }).click();
  await expect(page.getByText(/Batch \d+ released/)).toBeVisible();
  await expect(page.locator('tr', { hasText: fileName })).toHaveCount(0);

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
