import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { demoFundsReceipts } from '#infra/local/seed/seed-ops-reports.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import type { PayorInvoice, PayorInvoicePage } from '#shared/schemas/payor-invoices.ts';
import type { PayorPaymentsPage } from '#shared/schemas/payor-payments.ts';
import { formattersFor } from '#web/lib/format.ts';
import { capture } from './support/capture.ts';
import { captureReportOnPhone } from './support/report-views.ts';
import { signIn } from './support/sign-in.ts';

const core = '/api/v1/core';
const format = formattersFor('en');

/** What the API answers the signed-in page (its session cookie). */
async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${core}${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The downloaded workbook's first sheet: its rows as plain values (a formula as its result). */
async function sheetRows(download: Download): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(await download.path());
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    // exceljs leaves a formula's cached result out when it is 0.
    rows.push(
      values.map((value) =>
        value && typeof value === 'object' && 'formula' in value ? ((value as { result?: number }).result ?? 0) : value,
      ),
    );
  });
  return rows;
}

/** The workbook's 'Total USD' row, its cells by the header row's names. */
function usdTotals(rows: unknown[][], header: string): Record<string, unknown> {
  const heading = rows.find((row) => row[0] === header) ?? [];
  const total = rows.find((row) => row[0] === 'Total USD') ?? [];
  return Object.fromEntries(heading.map((name, index) => [String(name), total[index]]));
}

const dollars = (cents: number) => cents / 100;

test('issue 14: the broker’s operations reports agree with the invoices and payments the API lists, on screen and in Excel', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await signIn(page, 'broker@demo.test');
  await expect(page).toHaveURL(/\/payor\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();

  // GOTP fees: the fees recorded on Redline's paid GOTP invoices, read one invoice at a time.
  const paid = await api<PayorInvoicePage>(
    page,
    `/payor/invoices?status=${InvoiceStatus.Paid}&status=${InvoiceStatus.Refunded}&pageSize=200`,
  );
  const gotpRows = paid.items.filter((row) => row.paymentTypeId === PaymentType.GuaranteedOnTimePay);
  const gotp = await Promise.all(gotpRows.map((row) => api<PayorInvoice>(page, `/payor/invoices/${row.id}`)));
  expect(gotp.length).toBeGreaterThanOrEqual(5);
  const gotpFees = gotp.reduce((sum, invoice) => sum + invoice.feeCents, 0);
  const gotpGross = gotp.reduce((sum, invoice) => sum + invoice.grossCents, 0);
  const months = new Set(gotp.map((invoice) => invoice.paidDate?.slice(0, 7)));

  await page.goto('/payor/reports/gotp-fees');
  await expect(page.getByRole('heading', { level: 1, name: 'GOTP fees' })).toBeVisible();
  await expect(page.getByTestId('gotp-month-row')).toHaveCount(months.size);
  const gotpTotals = page.getByRole('region', { name: 'GOTP fee totals' });
  await expect(gotpTotals).toContainText(`${gotp.length} invoices`);
  await expect(gotpTotals).toContainText(`${format.money(gotpFees, 1)} fees`);
  await expect(gotpTotals).toContainText(`${format.money(gotpGross, 1)} invoices`);
  await capture(page, 'payor-reports-gotp-fees');
  await captureReportOnPhone(page, 'payor-reports-gotp-fees');
  const gotpDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const gotpSheet = usdTotals(await sheetRows(await gotpDownload), 'Month');
  expect(gotpSheet).toMatchObject({
    Invoices: gotp.length,
    'GOTP fee': dollars(gotpFees),
    'Invoice amount': dollars(gotpGross),
  });

  // One month's invoices: those paid that month.
  const newest = [...months].sort().at(-1) ?? '';
  const ofNewest = gotp.filter((invoice) => invoice.paidDate?.startsWith(newest));
  await page.getByTestId('gotp-month-row').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/payor/reports/gotp-fees/${newest}$`));
  await expect(page.getByTestId('gotp-invoice-row')).toHaveCount(ofNewest.length);
  for (const invoice of ofNewest)
    await expect(page.getByRole('row', { name: new RegExp(invoice.invoiceNumber) })).toBeVisible();
  await capture(page, 'payor-reports-gotp-month');
  await captureReportOnPhone(page, 'payor-reports-gotp-month');

  // Holds: the invoices the invoice list has in Held, their gross.
  const held = await api<PayorInvoicePage>(page, `/payor/invoices?status=${InvoiceStatus.Held}&pageSize=200`);
  const heldGross = held.items.reduce((sum, row) => sum + row.grossCents, 0);
  await page.goto('/payor/reports/holds-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Holds report' })).toBeVisible();
  const holdTotals = page.getByRole('region', { name: 'Held invoice totals' });
  await expect(holdTotals).toContainText(`${held.items.length} invoices on hold`);
  await expect(holdTotals).toContainText(`${format.money(heldGross, 1)} held`);
  await expect(page.getByTestId('hold-groups')).toContainText('Over 60 days');
  await expect(page.getByRole('row', { name: /LSF-8611/ })).toContainText('Blair Broker');
  await expect(page.getByRole('row', { name: /LSF-8611/ })).toContainText('Missing signed BOL');
  await capture(page, 'payor-reports-holds');
  await captureReportOnPhone(page, 'payor-reports-holds');
  const holdsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const holdsRows = await sheetRows(await holdsDownload);
  expect(usdTotals(holdsRows, 'Invoice #')['Invoice amount']).toBe(dollars(heldGross));
  // Older than 60 days only.
  await page.getByLabel('Age', { exact: true }).selectOption({ label: 'Over 60 days' });
  await expect(page.getByRole('row', { name: /LSF-8615/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /LSF-8611/ })).toHaveCount(0);

  // Unreconciled funds: the receipts LanePay recorded for Redline; the first pays LSF-8621 exactly.
  const receiptsTotal = demoFundsReceipts.reduce((sum, receipt) => sum + receipt.amountCents, 0);
  const approved = await api<PayorInvoicePage>(page, `/payor/invoices?status=${InvoiceStatus.Approved}&pageSize=200`);
  const exact = approved.items.find((row) => row.grossCents === demoFundsReceipts[0]?.amountCents);
  expect(exact?.invoiceNumber).toBe('LSF-8621');
  await page.goto('/payor/reports/unreconciled-funds-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Unreconciled funds' })).toBeVisible();
  await expect(page.getByTestId('funds-receipt-row')).toHaveCount(demoFundsReceipts.length);
  const fundsTotals = page.getByRole('region', { name: 'Receipt totals' });
  await expect(fundsTotals).toContainText(`${format.money(receiptsTotal, 1)} received`);
  await expect(page.getByRole('row', { name: /RL-WIRE-0419/ })).toContainText('LSF-8621');
  await expect(page.getByRole('row', { name: /RL-ACH-5521/ })).toContainText('LSF-8622 + LSF-8623 ($1,107.50)');
  await capture(page, 'payor-reports-unreconciled-funds');
  await captureReportOnPhone(page, 'payor-reports-unreconciled-funds');
  const fundsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect(usdTotals(await sheetRows(await fundsDownload), 'Reference').Amount).toBe(dollars(receiptsTotal));

  // The 1099 totals from the Carriers list: what the payments list says Redline paid this year.
  const year = Number(calendarDateIn(new Date()).slice(0, 4));
  const payments = await api<PayorPaymentsPage>(
    page,
    `/payor/payments?startDate=${year}-01-01&endDate=${year}-12-31&pageSize=200`,
  );
  const paidThisYear = payments.items.filter((payment) => payment.state === PaymentState.Paid);
  const amountPaid = paidThisYear.reduce((sum, payment) => sum + payment.amountCents, 0);
  await page.goto('/payor/relationships');
  await expect(page.getByRole('heading', { level: 1, name: 'Carriers' })).toBeVisible();
  await page.getByLabel('Tax year').selectOption(String(year));
  await capture(page, 'payor-reports-carrier-files');
  const download1099 = page.waitForEvent('download');
  await page.getByRole('button', { name: '1099 totals' }).click();
  const file1099 = await download1099;
  expect(file1099.suggestedFilename()).toMatch(new RegExp(`^relationship-1099-${year}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const totals1099 = usdTotals(await sheetRows(file1099), 'Carrier');
  expect(totals1099).toMatchObject({ Payments: paidThisYear.length, 'Paid to the carrier': dollars(amountPaid) });
});
