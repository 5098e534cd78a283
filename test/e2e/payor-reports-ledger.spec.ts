import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiRoots, corePaths, fillPath } from '#shared/api/paths.ts';
import { quickPayRevenueShareBps } from '#shared/constants/revenue-share.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import type { PayorInvoicePage } from '#shared/schemas/payor-invoices.ts';
import type { PayorPaymentDetails, PayorPaymentsPage } from '#shared/schemas/payor-payments.ts';
import { capture } from './support/capture.ts';
import { usd } from './support/money.ts';
import { captureReportOnPhone } from './support/report-views.ts';
import { openSession } from './support/sign-in.ts';

/**
 * Issue 14, ledger reports: the broker opens Reports, then the billing, credit-limit (usage and
 * purchased invoices), revenue share and invoice refunds reports. Each report's totals are worked
 * out here from other calls (payments, payment details, invoices: never the report's own), and
 * the screen and the downloaded workbook must agree with them. A shipper has no Reports.
 */

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${apiRoots.core}${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The workbook a button downloads, as lines of cell texts (formulas as their cached results). */
async function downloadedLines(page: Page, button: string): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  const bytes = new Uint8Array(await readFile(await download.path()));
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  const lines: string[] = [];
  workbook.worksheets[0]?.eachRow((row) =>
    lines.push(
      (row.values as unknown[])
        .slice(1)
        .map((value) =>
          value && typeof value === 'object' && 'result' in value ? String(value.result) : String(value ?? ''),
        )
        .join('|'),
    ),
  );
  return lines;
}

/** A cents amount as the workbooks hold it (a number of dollars). */
const excelAmount = (cents: number) => String(cents / 100);

const totals = (page: Page, label: string) => page.getByRole('region', { name: label });

test('issue 14: the broker reads its ledger reports, each agreeing with the records and with its export', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const { page, close } = await openSession(browser, 'broker@demo.test');
  const payments = (await api<PayorPaymentsPage>(page, `${corePaths.payorPayments}?pageSize=200`)).items;
  const quickPay = payments.filter((p) => p.payoutType === 5 || p.payoutType === 7);

  // Reports, from the navigation: the hub lists the ten report screens.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/payor\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByTestId('report-link')).toHaveCount(10);
  await capture(page, 'payor-reports-ledger-01-hub', { blur: true });

  // Billing report: every draft; what was drafted is the drafted payments' gross less credit notes.
  await page.getByRole('link', { name: /^Billing report/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing report' })).toBeVisible();
  const drafted = payments.filter((p) => p.draftId !== null);
  const draftedCents = drafted.reduce((sum, p) => sum + p.amountCents, 0);
  expect(draftedCents).toBeGreaterThan(0);
  await expect(totals(page, 'Billing totals')).toContainText(`Drafted ${usd(draftedCents)}`);
  await expect(totals(page, 'Billing totals')).toContainText(`${new Set(drafted.map((p) => p.draftId)).size} drafts`);
  await expect(page.getByTestId('billing-draft-row').first()).toBeVisible();
  await capture(page, 'payor-reports-ledger-02-billing', { blur: true });
  await captureReportOnPhone(page, 'payor-reports-ledger-02-billing');
  const billing = await downloadedLines(page, 'Export to Excel');
  expect(billing.at(-1)?.split('|').at(-2)).toBe(excelAmount(draftedCents));
  // Its details: every invoice and credit note of the drafts, adding up to the same.
  const details = await downloadedLines(page, 'Export details (per invoice)');
  expect(details.at(-1)?.split('|').at(-2)).toBe(excelAmount(draftedCents));

  // Credit-limit report: approved invoices not yet paid plus the QuickPay no draft has funded yet.
  await page.getByRole('link', { name: 'All reports' }).click();
  await page.getByRole('link', { name: /^Credit-limit report/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Credit-limit report' })).toBeVisible();
  // Other journeys run payouts on later days: the report counts each record by its dates as of today
  // (Chicago), so an invoice approved ahead uses no credit yet, one paid ahead still does, and a
  // payment funds nothing before its draft day.
  const today = calendarDateIn(new Date());
  const approvedToday = (i: PayorInvoicePage['items'][number]) => i.approvedDate !== null && i.approvedDate <= today;
  const approved = await api<PayorInvoicePage>(page, `${corePaths.payorInvoices}?status=2&status=11&pageSize=200`);
  const paid = await api<PayorInvoicePage>(page, `${corePaths.payorInvoices}?status=3&pageSize=200`);
  const approvedCents = [
    ...approved.items.filter(approvedToday),
    ...paid.items.filter((i) => approvedToday(i) && (i.paidDate ?? '') > today),
  ].reduce((sum, i) => sum + i.grossCents, 0);
  const advancedCents = quickPay
    .filter((p) => p.state === 'paid' && p.paidDate <= today && (p.draftDate === null || p.draftDate > today))
    .reduce((sum, p) => sum + p.grossCents, 0);
  const usedCents = approvedCents + advancedCents;
  const line = totals(page, 'Credit line today');
  await expect(line).toContainText('Limit $25,000.00');
  await expect(line).toContainText(`Used ${usd(usedCents)}`);
  await expect(line).toContainText(`Available ${usd(2_500_000 - usedCents)}`);
  await expect(page.getByTestId('credit-usage-row')).toHaveCount(25);
  await capture(page, 'payor-reports-ledger-03-credit-usage', { blur: true });
  await captureReportOnPhone(page, 'payor-reports-ledger-03-credit-usage');
  const usage = await downloadedLines(page, 'Export to Excel');
  // Newest day first, a row per currency: today's US dollar row is the line's usage.
  const todayRow = usage
    .slice(usage.findIndex((row) => row.startsWith('Date|')) + 1)
    .find((row) => row.endsWith('|USD'));
  expect(todayRow?.split('|')[4]).toBe(excelAmount(usedCents));

  // The invoices LanePay paid early on QuickPay: their payments' gross.
  await page.getByLabel('Show').selectOption('purchased');
  const purchasedCents = quickPay.filter((p) => p.state !== 'removed').reduce((sum, p) => sum + p.grossCents, 0);
  await expect(totals(page, 'Purchased invoice totals')).toContainText(`Gross ${usd(purchasedCents)}`);
  await expect(page.getByTestId('purchased-invoice-row').first()).toBeVisible();
  await capture(page, 'payor-reports-ledger-04-purchased', { blur: true });
  await captureReportOnPhone(page, 'payor-reports-ledger-04-purchased');
  const purchased = await downloadedLines(page, 'Export to Excel');
  expect(purchased.at(-1)?.split('|')[5]).toBe(excelAmount(purchasedCents));

  // Revenue share: 25% of each month's QuickPay fees (paid, not refunded) above the $25 threshold,
  // a fee counting in the month of the draft that funded it (none before it is drafted).
  const feesByMonth = new Map<string, number>();
  for (const payment of quickPay.filter((p) => p.state === 'paid')) {
    if (!payment.draftDate) continue;
    const detail = await api<PayorPaymentDetails>(page, fillPath(corePaths.payorPayment, { id: payment.id }));
    let feeCents = 0;
    for (const invoice of detail.invoices) {
      feeCents += (await api<{ feeCents: number }>(page, fillPath(corePaths.payorInvoice, { id: invoice.id })))
        .feeCents;
    }
    // A payment that charged no fee (FREE QuickPay) earns no share and makes no period.
    const month = payment.draftDate.slice(0, 7);
    if (feeCents > 0) feesByMonth.set(month, (feesByMonth.get(month) ?? 0) + feeCents);
  }
  const shareCents = [...feesByMonth.values()].reduce(
    (sum, fees) => sum + Math.floor((Math.max(0, fees - 2_500) * quickPayRevenueShareBps) / 10_000),
    0,
  );
  expect(shareCents).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'All reports' }).click();
  await page.getByRole('link', { name: /^Revenue share/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue share' })).toBeVisible();
  await expect(totals(page, 'Revenue share totals')).toContainText(`Your share ${usd(shareCents)}`);
  await expect(page.getByTestId('revenue-share-row')).toHaveCount(feesByMonth.size);
  await capture(page, 'payor-reports-ledger-05-revenue-share', { blur: true });
  await captureReportOnPhone(page, 'payor-reports-ledger-05-revenue-share');
  const revenue = await downloadedLines(page, 'Export to Excel');
  expect(revenue.at(-1)?.split('|')[6]).toBe(excelAmount(shareCents));

  // Invoice refunds: the refunded payments' invoices, their gross back to the payor.
  const refundedCents = payments.filter((p) => p.state === 'refunded').reduce((sum, p) => sum + p.grossCents, 0);
  expect(refundedCents).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'All reports' }).click();
  await page.getByRole('link', { name: /^Invoice refunds/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice refunds' })).toBeVisible();
  await expect(totals(page, 'Refund totals')).toContainText(`Refunded ${usd(refundedCents)}`);
  await capture(page, 'payor-reports-ledger-06-refunds', { blur: true });
  await captureReportOnPhone(page, 'payor-reports-ledger-06-refunds');
  const refunds = await downloadedLines(page, 'Export to Excel');
  expect(refunds.at(-1)?.split('|')[6]).toBe(excelAmount(refundedCents));

  // A date preset narrows a report and says so in the address bar.
  await page.getByLabel('Refund date').selectOption('currentMonth');
  await expect(page).toHaveURL(/datePreset=currentMonth/);
  await close();

  // A shipper's payors have no reports: no Reports item, and the hub says no access.
  const shipper = await openSession(browser, 'shipper@demo.test');
  await expect(
    shipper.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reports' }),
  ).toHaveCount(0);
  await shipper.page.goto('/payor/reports');
  await expect(shipper.page.getByRole('heading', { name: 'This page is for your administrators' })).toBeVisible();
  await shipper.close();
});
