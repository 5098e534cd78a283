import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { capture } from './support/capture.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { usd } from './support/money.ts';
import { signIn } from './support/sign-in.ts';

/** A 40-character invoice number (the most a payor may submit). */
function longInvoiceNumber(id: number): string {
  return `LSF-E2E-FORT-WORTH-TO-LAREDO-${String(id).padStart(11, '0')}`;
}

/** How far the page sticks out sideways (0 when it fits the window). */

async function downloaded(page: Page, button: string): Promise<{ name: string; bytes: Uint8Array }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: new Uint8Array(await readFile(path)) };
}

test('journey 4: after a payout run the carrier opens the payment and downloads both payout reports', async ({
  page,
  baseURL,
}) => {
  // A payor approved two QuickPay invoices of Lone Star Freight that are due today; the payout run pays them.
  await connectToLocalStack(String(baseURL));
  const { nextId } = await import('#functions/repositories/counters.ts');
  const { getInvoice, putInvoiceIfAbsent } = await import('#functions/repositories/invoices.ts');
  const { getPayment } = await import('#functions/repositories/payments.ts');
  const { invoiceCharges, paymentTermOf } = await import('#functions/domain/invoices/payment-terms.ts');
  const { runPayouts } = await import('#functions/services/payout-run.ts');
  // Whatever other journeys made due (a QuickPay election, say) is paid first, so this run pays ours alone.
  await runPayouts();
  const today = calendarDateIn(new Date());
  const broker = demoCompanies.broker;
  const term = paymentTermOf(
    broker.payorTerms ?? { quickPayFeeBps: 250, quickPayTermDays: 0, freeQuickPayCount: 0, guaranteedOnTimePay: null },
    PaymentType.QuickPay,
  );
  if (!term) throw new Error('The demo broker offers no QuickPay');
  const invoiceIds: number[] = [];
  for (const grossCents of [187_650, 242_399]) {
    const id = await nextId('invoice');
    const charges = invoiceCharges(grossCents, term, false);
    await putInvoiceIfAbsent({
      id,
      payeeId: demoCompanies.carrier.id,
      payorId: broker.id,
      payorName: broker.name,
      relationshipId: 1,
      // The first has the longest number a payor may submit (40 characters): the pages must fit it on a phone.
      invoiceNumber: invoiceIds.length === 0 ? longInvoiceNumber(id) : `LSF-E2E-${id}`,
      loadNumber: `LD9${String(id).padStart(5, '0')}`,
      kind: InvoiceKind.Standard,
      currencyId: Currency.USD,
      grossCents,
      status: InvoiceStatus.Approved,
      paymentType: PaymentType.QuickPay,
      feeBps: term.feeBps,
      feeCents: charges.feeCents,
      netCents: charges.netCents,
      isFreeQuickPay: false,
      dates: {
        uploaded: today,
        approved: today,
        paid: null,
        approvedSet: today,
        drafted: null,
        statusChange: today,
        advanceScheduled: null,
        invoiceRequested: today,
        paymentScheduled: null,
      },
      expectedPayDate: today,
      paymentId: null,
      statusHistory: [
        { status: InvoiceStatus.Pending, at: new Date().toISOString(), actor: 'payor' },
        { status: InvoiceStatus.Approved, at: new Date().toISOString(), actor: 'payor' },
      ],
      version: 1,
    });
    invoiceIds.push(id);
  }
  await runPayouts();
  const paid = await Promise.all(invoiceIds.map((id) => getInvoice(id)));
  const paymentId = paid[0]?.paymentId;
  expect(paid.map((i) => i?.status)).toEqual([InvoiceStatus.Paid, InvoiceStatus.Paid]);
  expect(paid[1]?.paymentId).toBe(paymentId);
  const payment = await getPayment(String(paymentId));
  if (!payment) throw new Error('The payout run recorded no payment');
  expect(payment.invoiceIds).toEqual(invoiceIds);
  expect(payment.grossCents).toBe(430_049);

  // The carrier finds it at the top of Payments (paid date, newest first).
  await signIn(page, 'carrier@demo.test');
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/payee\/payments$/);
  await expect(page).toHaveTitle('Payments | LanePay');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toContainText(payment.code);
  await expect(table.getByRole('row').nth(1)).toContainText(usd(payment.netCents));
  await expect(page.getByRole('columnheader', { name: 'Paid date' })).toHaveAttribute('aria-sort', 'descending');
  // The demo carrier has a refunded payment: listed, but not in the totals, and the totals say so.
  await expect(page.getByRole('region', { name: 'Totals of the matching payments' })).toContainText(
    'Refunded payments are not counted.',
  );
  await capture(page, 'payments-list', { blur: true });

  // Filters narrow the list and are kept in the address bar.
  await page.getByLabel('Search').fill(payment.loadNumbers[1] ?? '');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(/q=LD9/);
  await page.getByLabel('Paid date').selectOption('last30Days');
  await expect(page).toHaveURL(/range=last30Days/);
  await expect(table.getByRole('row').nth(1)).toContainText(payment.code);
  await capture(page, 'payments-list-filtered', { blur: true });

  // Its page: the fee breakdown and the invoices it paid.
  await table.getByRole('link', { name: payment.code }).click();
  await expect(page).toHaveURL(new RegExp(`/payee/payments/${payment.id}$`));
  await expect(page).toHaveTitle(`Payment ${payment.code} | LanePay`);
  await expect(page.getByRole('heading', { name: `Payment ${payment.code}` })).toBeVisible();
  const breakdown = page.getByRole('region', { name: 'Fee breakdown' });
  await expect(breakdown).toContainText(usd(payment.grossCents));
  await expect(breakdown).toContainText(`-${usd(payment.termFeeCents)}`);
  await expect(breakdown).toContainText(usd(payment.netCents));
  await expect(page.getByText(payment.confirmationNumber)).toBeVisible();
  const invoices = page.getByRole('region', { name: 'Invoices paid' });
  await expect(invoices.getByRole('row')).toHaveCount(4);
  await expect(invoices).toContainText(`QuickPay (${term.feeBps / 100}%)`);
  await capture(page, 'payment-details', { blur: true });

  // Both payout reports: real files whose totals are the payment's.
  const pdf = await downloaded(page, 'Download PDF');
  expect(pdf.name).toBe(`payout-report-${payment.code}.pdf`);
  const { text } = await extractText(pdf.bytes, { mergePages: true });
  expect(text).toContain(payment.confirmationNumber);
  expect(text).toContain('Lone Star Freight LLC');
  expect(text).toMatch(new RegExp(`Gross amount\\s+${escapeRegExp(usd(payment.grossCents))}`));
  expect(text).toMatch(new RegExp(`Term fee\\s+-${escapeRegExp(usd(payment.termFeeCents))}`));
  expect(text).toMatch(new RegExp(`Sub total\\s+${escapeRegExp(usd(payment.subTotalCents))}`));
  expect(text).toMatch(new RegExp(`Net paid\\s+${escapeRegExp(usd(payment.netCents))}`));

  const xlsx = await downloaded(page, 'Download Excel');
  expect(xlsx.name).toBe(`payout-report-${payment.code}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.bytes.buffer as ArrayBuffer);
  const sheet = workbook.getWorksheet('Payout report');
  if (!sheet) throw new Error('The workbook has no payout report sheet');
  const figure = (label: string, column: number) => {
    let value: unknown;
    sheet.eachRow((row) => {
      if ([1, 5].some((c) => row.getCell(c).value === label)) {
        const cell = row.getCell(column).value;
        value = cell && typeof cell === 'object' && 'result' in cell ? cell.result : cell;
      }
    });
    return value;
  };
  expect(figure('Totals', 5)).toBe(payment.grossCents / 100);
  expect(figure('Totals', 6)).toBe(payment.termFeeCents / 100);
  expect(figure('Totals', 7)).toBe(payment.subTotalCents / 100);
  expect(figure('Net paid', 7)).toBe(payment.netCents / 100);

  // Back to the list: the filters used before are remembered.
  await page.getByRole('link', { name: 'All payments' }).click();
  await expect(page).toHaveURL(/range=last30Days/);
  await expect(page.getByLabel('Search')).toHaveValue(payment.loadNumbers[1] ?? '');

  // On a phone the table becomes cards.
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(payment.code);
  await expectNoPageOverflow(page);
  await capture(page, 'payments-list-mobile', { blur: true });
  await page.getByRole('table').getByRole('link', { name: payment.code }).click();
  await expect(page.getByRole('region', { name: 'Fee breakdown' })).toBeVisible();
  // The long invoice number wraps inside its card; its title holds it whole.
  const longNumber = longInvoiceNumber(invoiceIds[0] ?? 0);
  await expect(page.getByTitle(longNumber)).toHaveText(longNumber);
  await expectNoPageOverflow(page);
  await capture(page, 'payment-details-mobile', { blur: true });
});

test('another carrier’s payment shows not found and the list export downloads', async ({ page, baseURL }) => {
  await connectToLocalStack(String(baseURL));
  await signIn(page, 'carrier@demo.test');
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await page.goto('/payee/payments/0123456789abcdef0123');
  await expect(page.getByText('This payment could not be found.')).toBeVisible();

  await page.goto('/payee/payments');
  await expect(page.getByRole('table')).toBeVisible();
  const exported = await downloaded(page, 'Export to Excel');
  expect(exported.name).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(exported.bytes.buffer as ArrayBuffer);
  expect(workbook.getWorksheet('Payments')?.rowCount).toBeGreaterThan(5);
});

function escapeRegExp(text: string): string {
  return text.replace(/[$.*+?^()[\]{}|\\]/g, '\\$&');
}
