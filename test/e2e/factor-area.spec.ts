import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { noaIntakeAddressOf } from '#shared/constants/noa-intake.ts';
import type { FactorClientPage, FactorDebtorList } from '#shared/schemas/factor-clients.ts';
import type { FactorInvoice, FactorInvoicePage } from '#shared/schemas/factor-invoices.ts';
import type { FactorLoad, FactorLoadPage } from '#shared/schemas/factor-loads.ts';
import type { FactorPayment, FactorPaymentPage } from '#shared/schemas/factor-payments.ts';
import { capture } from './support/capture.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { shownDate, usd } from './support/money.ts';
import { captureInFrench } from './support/report-views.ts';
import { signIn } from './support/sign-in.ts';

const core = '/api/v1/core';

/** What the API answers the signed-in factor (its session cookie). */
async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${core}${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Clicks a download button and reads the file the browser saved. */
async function downloaded(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

async function openFromNavigation(page: Page, name: string) {
  // On a phone the navigation floats over the page, closed until its button opens it.
  const toggle = page.getByRole('button', { name: 'Open navigation' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Issue 16: factor@demo.test walks its Debtors, Clients (and one client), Loads (and one), Invoices (and one) and
 * Payments (and one with its remittance) at 1280 and 390 px; every amount on screen is the API's.
 */
for (const { width, height, suffix } of [
  { width: 1280, height: 900, suffix: '' },
  { width: 390, height: 844, suffix: '-mobile' },
]) {
  test(`the factor walks its debtors, clients, loads, invoices and payments at ${width} px`, async ({ page }) => {
    // Eight captures with their accessibility checks, the first run on a server still compiling its
    // pages: five minutes was not enough on a machine shared with other test runs.
    test.setTimeout(600_000);
    await page.setViewportSize({ width, height });
    await signIn(page, 'factor@demo.test');
    await expect(page).toHaveURL(/\/factor\/payors$/);
    await page.getByRole('button', { name: 'Essential only' }).click();

    // Debtors: each with its intake address and the API's open, approved and held amounts.
    const debtors = await api<FactorDebtorList>(page, '/factor/payors');
    expect(debtors.items.length).toBeGreaterThan(1);
    const debtorRows = page.getByTestId('factor-debtor-row');
    await expect(debtorRows).toHaveCount(debtors.items.length);
    for (const debtor of debtors.items) {
      const row = debtorRows.filter({ hasText: debtor.name });
      await expect(row).toContainText(noaIntakeAddressOf(debtor.id));
      const usdTotals = debtor.totals.find((total) => total.currencyId === 1);
      if (!usdTotals) continue;
      for (const amount of ['open', 'approved', 'held'] as const) {
        await expect(row.locator(`[data-amount="${amount}"]`)).toContainText(usd(usdTotals[amount].cents));
      }
    }
    // The NOA and LOR section stays below the list.
    await expect(page.getByRole('region', { name: 'Notices and releases' })).toBeVisible();
    await expectNoPageOverflow(page);
    await capture(page, `factor-debtors${suffix}`);
    // On a phone in French too: the longest words must fit.
    if (suffix) await captureInFrench(page, `factor-debtors${suffix}`);

    // Clients: searched by MC, one opened with its debtors and holds.
    await openFromNavigation(page, 'Clients');
    await expect(page).toHaveURL(/\/factor\/payee-relationships$/);
    const clients = await api<FactorClientPage>(page, '/factor/payee_relationships');
    await expect(page.getByTestId('factor-client-row')).toHaveCount(clients.items.length);
    const llano = clients.items.find((client) => client.name === 'Llano Basin Freight Inc');
    expect(llano).toBeDefined();
    await page.getByLabel('Search').fill('561235');
    await expect(page.getByTestId('factor-client-row')).toHaveCount(1);
    await expect(page.getByTestId('factor-client-row')).toContainText('Llano Basin Freight Inc');
    await expectNoPageOverflow(page);
    await capture(page, `factor-clients${suffix}`);
    // On a phone in French too: the longest words must fit.
    if (suffix) await captureInFrench(page, `factor-clients${suffix}`);
    await page.getByRole('link', { name: 'Llano Basin Freight Inc' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Llano Basin Freight Inc' })).toBeVisible();
    // Only Brazos Bend is Alamo's: the per-debtor NOA left Red River with the carrier.
    const clientDebtors = page.getByTestId('factor-client-debtor');
    await expect(clientDebtors).toHaveCount(llano?.debtors.length ?? -1);
    await expect(clientDebtors).toContainText(['Brazos Bend Logistics']);
    await expect(page.getByText('You', { exact: true })).toBeVisible();
    await expectNoPageOverflow(page);
    await capture(page, `factor-client${suffix}`);

    // Loads: the API's loads with their lane, dates and invoiced amounts, one opened with its invoices.
    await openFromNavigation(page, 'Loads');
    await expect(page).toHaveURL(/\/factor\/loads$/);
    const loads = await api<FactorLoadPage>(page, '/factor/loads');
    expect(loads.items.length).toBeGreaterThan(1);
    // Llano Basin's Red River loads stay the carrier's: its NOA named Brazos Bend only.
    expect(loads.items.map((row) => `${row.clientName}/${row.debtorName}`)).not.toContain(
      'Llano Basin Freight Inc/Red River Freight Brokers',
    );
    const loadRows = page.getByTestId('factor-load-row');
    await expect(loadRows).toHaveCount(loads.items.length);
    for (const [index, row] of loads.items.entries()) {
      const shown = loadRows.nth(index);
      await expect(shown).toContainText(row.loadNumber);
      await expect(shown).toContainText(`${row.origin.city}, ${row.origin.state} → ${row.destination.city}`);
      await expect(shown).toContainText(shownDate(row.pickupDate));
      await expect(shown.getByTestId('load-invoiced')).toHaveText(usd(row.invoiceCents));
    }
    await expectNoPageOverflow(page);
    await capture(page, `factor-loads${suffix}`);
    // On a phone in French too: the longest words must fit.
    if (suffix) await captureInFrench(page, `factor-loads${suffix}`);
    // The date filter, as on the payor's Loads page: delivered in the last 30 days lists what the API does.
    if (!suffix) {
      await page.getByLabel('Date', { exact: true }).selectOption('delivery');
      await page.getByLabel('Date range').selectOption('last30Days');
      await expect(page).toHaveURL(/dateField=delivery/);
      const recent = await api<FactorLoadPage>(page, '/factor/loads?dateField=delivery&datePreset=last30Days');
      expect(recent.items.length).toBeLessThan(loads.items.length);
      await expect(loadRows).toHaveCount(recent.items.length);
      for (const [index, row] of recent.items.entries())
        await expect(loadRows.nth(index)).toContainText(row.loadNumber);
      await page.getByRole('button', { name: 'Clear' }).click();
      await expect(loadRows).toHaveCount(loads.items.length);
    }

    const listedLoad = loads.items[0] as (typeof loads.items)[number];
    await page.getByRole('link', { name: listedLoad.loadNumber, exact: true }).click();
    const load = await api<FactorLoad>(page, `/factor/loads/${listedLoad.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(load.loadNumber);
    await expect(page.getByTestId('load-invoiced')).toHaveText(usd(load.invoiceCents));
    await expect(page.getByText(shownDate(load.deliveryDate)).first()).toBeVisible();
    const loadInvoices = page.getByTestId('factor-load-invoice');
    await expect(loadInvoices).toHaveCount(load.invoices.length);
    for (const [index, line] of load.invoices.entries()) {
      await expect(loadInvoices.nth(index)).toContainText(usd(line.grossCents));
      await expect(loadInvoices.nth(index).getByRole('link', { name: line.invoiceNumber })).toHaveAttribute(
        'href',
        `/factor/invoices/${line.id}`,
      );
    }
    await expectNoPageOverflow(page);
    await capture(page, `factor-load${suffix}`);

    // Invoices: the first page as the API lists it, narrowed to what was paid to the factor, one opened.
    await openFromNavigation(page, 'Invoices');
    await expect(page).toHaveURL(/\/factor\/invoices$/);
    const invoices = await api<FactorInvoicePage>(page, '/factor/invoices');
    const invoiceRows = page.getByTestId('factor-invoice-row');
    await expect(invoiceRows).toHaveCount(invoices.items.length);
    const first = invoices.items[0];
    expect(first).toBeDefined();
    if (first) await expect(invoiceRows.first()).toContainText(usd(first.grossCents));
    await expectNoPageOverflow(page);
    await capture(page, `factor-invoices${suffix}`);

    await page.getByLabel('Status').selectOption({ label: 'Paid to you' });
    const paid = await api<FactorInvoicePage>(page, '/factor/invoices?status=paidToFactor');
    expect(paid.items.length).toBeGreaterThan(0);
    await expect(invoiceRows).toHaveCount(paid.items.length);
    await expect(invoiceRows.first()).toContainText('Paid to you');
    const paidRow = paid.items[0] as (typeof paid.items)[number];
    await page.getByRole('link', { name: paidRow.invoiceNumber, exact: true }).click();
    const invoice = await api<FactorInvoice>(page, `/factor/invoices/${paidRow.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(invoice.invoiceNumber);
    await expect(page.getByTestId('paid-to')).toHaveText(`${invoice.paidTo?.name} (you)`);
    await expect(page.getByText(usd(invoice.grossCents)).first()).toBeVisible();
    await expect(page.getByText(usd(invoice.netCents)).first()).toBeVisible();
    await expect(page.getByTestId('status-history').locator('li')).toHaveCount(invoice.statusHistory.length);
    await expectNoPageOverflow(page);
    await capture(page, `factor-invoice${suffix}`);
    await captureInFrench(page, `factor-invoice${suffix}`);

    // Payments: the list as the API lists it, one opened with its remittance.
    await openFromNavigation(page, 'Payments');
    await expect(page).toHaveURL(/\/factor\/payments$/);
    const payments = await api<FactorPaymentPage>(page, '/factor/payments');
    const paymentRows = page.getByTestId('factor-payment-row');
    await expect(paymentRows).toHaveCount(payments.items.length);
    const listed = payments.items[0] as (typeof payments.items)[number];
    await expect(paymentRows.first()).toContainText(usd(listed.netCents));
    await expectNoPageOverflow(page);
    await capture(page, `factor-payments${suffix}`);

    await page.getByRole('link', { name: listed.code, exact: true }).click();
    const payment = await api<FactorPayment>(page, `/factor/payments/${listed.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(payment.code);
    await expect(page.getByText(shownDate(payment.paidDate)).first()).toBeVisible();
    const lines = page.getByTestId('remittance-row');
    await expect(lines).toHaveCount(payment.remittance.length);
    for (const [index, line] of payment.remittance.entries()) {
      const row = lines.nth(index);
      await expect(row).toContainText(line.invoiceNumber);
      await expect(row).toContainText(line.loadNumber);
      await expect(row).toContainText(line.clientName);
      await expect(row).toContainText(line.debtorName);
      await expect(row).toContainText(usd(line.netCents));
    }
    const total = page.getByTestId('remittance-total');
    await expect(total).toContainText(usd(payment.grossCents));
    await expect(total).toContainText(usd(payment.feeCents));
    await expect(total).toContainText(usd(payment.netCents));
    expect(payment.remittance.reduce((sum, line) => sum + line.netCents, 0)).toBe(payment.netCents);
    await expectNoPageOverflow(page);
    await capture(page, `factor-payment${suffix}`);
    await captureInFrench(page, `factor-payment${suffix}`);

    // The remittance as files: the CSV's rows and the workbook's are the API's, their totals its own.
    const csvFile = await downloaded(page, 'Download CSV');
    expect(csvFile.name).toBe(`remittance-${payment.code}.csv`);
    const records = parse(csvFile.bytes.toString('utf8'), { columns: true }) as Record<string, string>[];
    expect(records.map((record) => [record['Invoice Number'], record['Load Number'], record['Net Amount']])).toEqual(
      payment.remittance.map((line) => [line.invoiceNumber, line.loadNumber, (line.netCents / 100).toFixed(2)]),
    );
    expect(records.reduce((sum, record) => sum + Math.round(Number(record['Net Amount']) * 100), 0)).toBe(
      payment.netCents,
    );
    const xlsxFile = await downloaded(page, 'Download Excel');
    expect(xlsxFile.name).toMatch(new RegExp(`^remittance-${payment.code}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxFile.bytes as unknown as ArrayBuffer);
    const text: string[] = [];
    workbook.worksheets[0]?.eachRow((row) => text.push((row.values as unknown[]).map(String).join('|')));
    for (const line of payment.remittance) expect(text.some((row) => row.includes(line.invoiceNumber))).toBe(true);
  });
}
