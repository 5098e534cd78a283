import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { capture, screenshotPath } from './support/capture.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { signIn } from './support/sign-in.ts';

/** How far the page sticks out sideways (0 when it fits the window). */

/**
 * Journey 2 of the carrier issue: carrier@demo.test filters invoices to Approved in the last 90
 * days, opens one, sees its history, elects QuickPay and sees the fee. The seeded approved
 * invoices are Prairie Grain's (Standard Pay; QuickPay 3 %, no free QuickPays).
 */
test.describe('invoices and credit notes', () => {
  test('filters to Approved in the last 90 days, opens one, sees its history and elects QuickPay', async ({ page }) => {
    await signIn(page, 'carrier@demo.test');
    await expect(page).toHaveURL(/\/payee\/dashboard$/);
    await page.getByRole('button', { name: 'Essential only' }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/\/payee\/invoices/);
    await expect(page).toHaveTitle('Invoices | LanePay');
    await expect(page.getByRole('heading', { name: 'Invoices and credit notes', level: 1 })).toBeVisible();
    await expect(page.getByTestId('invoice-row').first()).toBeVisible();
    // The totals are the server's: approved, held and pending.
    for (const total of ['approved', 'held', 'pending']) {
      await expect(page.locator(`[data-total="${total}"]`)).toContainText('$');
    }

    await page.getByLabel('Date range').selectOption('last90Days');
    await page.getByLabel('Status', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Approved' }).check();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/status=2/);
    await expect(page).toHaveURL(/datePreset=last90Days/);
    const rows = page.getByTestId('invoice-row');
    await expect(rows.first()).toBeVisible();
    await expect(async () => {
      const statuses = await rows.locator('td:nth-child(3)').allInnerTexts();
      expect(statuses.length).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set(['Approved']));
    }).toPass();
    await capture(page, 'invoices-list-approved', { blur: true });

    // The grid view is remembered for the screen; back to the list.
    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(page.getByTestId('invoice-card').first()).toBeVisible();
    await capture(page, 'invoices-grid', { blur: true });
    await page.getByRole('button', { name: 'List' }).click();

    // One of the shipper's (its terms are the ones checked below); other payors' approved invoices list too.
    const first = rows.filter({ hasText: 'Prairie Grain Co.' }).first().getByRole('link');
    const number = ((await first.textContent()) ?? '').trim();
    await first.click();
    await expect(page).toHaveURL(/\/payee\/invoices\/\d+$/);
    await expect(page.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
    await expect(page).toHaveTitle(`Invoice ${number} | LanePay`);

    // History: received, then approved by the payor.
    const history = page.getByTestId('status-history');
    await expect(history.getByText('Approved')).toBeVisible();
    await expect(history.getByText('Pending')).toBeVisible();
    await expect(history.getByText('by Prairie Grain Co.').first()).toBeVisible();
    await expect(page.locator('[data-state="current"]')).toContainText('Approved');
    await expect(page.getByTestId('current-term')).toHaveText('Standard Pay');
    await capture(page, 'invoice-details', { blur: true });

    // QuickPay shows its fee before confirming.
    const quickPay = page.getByTestId('term-option-2');
    await expect(quickPay).toContainText('(3%)');
    await quickPay.getByRole('button', { name: 'Choose QuickPay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch to QuickPay?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/A fee of \$[\d,]+\.\d\d \(3%\) is taken from this invoice\./)).toBeVisible();
    await capture(page, 'invoice-quickpay-confirm', { blur: true });
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByText('Payment term updated')).toBeVisible();
    await expect(page.getByTestId('current-term')).toHaveText('QuickPay (3%)');
    const feeLine = page.locator('[data-fee="quickPayFee"]');
    await expect(feeLine).toContainText('QuickPay fee (3%)');
    await expect(feeLine).toContainText('-$');
    // Approved QuickPay: the term is locked now.
    await expect(page.getByTestId('term-election')).toContainText('Locked');
    await capture(page, 'invoice-after-quickpay', { blur: true });

    // Back to the list: the filters were remembered for the section, and the row shows QuickPay.
    await page.getByRole('link', { name: '← Back to invoices' }).click();
    await expect(page).toHaveURL(/status=2/);
    await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('QuickPay (3%)');
  });

  test('searches, exports the filtered list, shows credit notes, and fits a phone', async ({ page }) => {
    await signIn(page, 'carrier@demo.test');
    await page.getByRole('button', { name: 'Essential only' }).click();
    await page.goto('/payee/invoices');
    await expect(page.getByTestId('invoice-row').first()).toBeVisible();
    await page.getByLabel('Search').fill('LSF-24001');
    await expect(page).toHaveURL(/q=LSF-24001/);
    await expect(page.getByTestId('invoice-row')).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/q=/);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    const bytes = await readFile(await file.path());
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    expect(workbook.worksheets[0]?.rowCount).toBeGreaterThan(20);

    await page.getByRole('link', { name: 'Credit notes', exact: true }).click();
    await expect(page).toHaveURL(/\/payee\/credit-notes$/);
    await expect(page.getByRole('link', { name: 'CN-5102' })).toBeVisible();
    await capture(page, 'credit-notes-list', { blur: true });
    await page.getByRole('link', { name: 'CN-5102' }).click();
    await expect(page.getByRole('heading', { name: 'Credit note CN-5102' })).toBeVisible();
    await expect(page.getByText('Partially paid')).toBeVisible();
    await capture(page, 'credit-note-details', { blur: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/payee/invoices');
    await expect(page.getByTestId('invoice-row').first()).toBeVisible();
    await expectNoPageOverflow(page);
    // The table itself fits too: no column is cut off on a phone.
    const tableOverflow = await page
      .locator('table')
      .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? table.scrollWidth));
    expect(tableOverflow).toBeLessThanOrEqual(1);
    await capture(page, 'invoices-list-mobile', { blur: true });
  });

  test('a 40-character invoice number fits a phone in the list and in the grid', async ({ page, baseURL }) => {
    // A pending invoice of Redline with the longest number a payor may submit (40 characters),
    // uploaded today so it heads the list.
    await connectToLocalStack(String(baseURL));
    const { nextId } = await import('#functions/repositories/counters.ts');
    const { putInvoiceIfAbsent } = await import('#functions/repositories/invoices.ts');
    const id = await nextId('invoice');
    const invoiceNumber = `LSF-2026-REDLINE-DALLAS-HOUSTON-${String(id).padStart(8, '0')}`;
    const loadNumber = `LD-DALLAS-HOUSTON-REEFER-${String(id).padStart(8, '0')}`;
    expect(invoiceNumber).toHaveLength(40);
    const today = calendarDateIn(new Date());
    const broker = demoCompanies.broker;
    await putInvoiceIfAbsent({
      id,
      payeeId: demoCompanies.carrier.id,
      payorId: broker.id,
      payorName: broker.name,
      relationshipId: 1,
      invoiceNumber,
      loadNumber,
      kind: InvoiceKind.Standard,
      currencyId: Currency.USD,
      grossCents: 1_234_567,
      status: InvoiceStatus.Pending,
      paymentType: PaymentType.StandardPay,
      feeBps: 0,
      feeCents: 0,
      netCents: 1_234_567,
      isFreeQuickPay: false,
      dates: {
        uploaded: today,
        approved: null,
        paid: null,
        approvedSet: null,
        drafted: null,
        statusChange: today,
        advanceScheduled: null,
        invoiceRequested: today,
        paymentScheduled: null,
      },
      expectedPayDate: null,
      paymentId: null,
      statusHistory: [{ status: InvoiceStatus.Pending, at: new Date().toISOString(), actor: 'payor' }],
      version: 1,
    });

    await signIn(page, 'carrier@demo.test');
    await expect(page).toHaveURL(/\/payee\/dashboard$/);
    await page.getByRole('button', { name: 'Essential only' }).click();

    // On a desktop the number is whole; the load number sits under it.
    await page.goto('/payee/invoices?skipAnimation');
    const row = page.getByTestId('invoice-row').filter({ hasText: invoiceNumber });
    await expect(row.getByRole('link', { name: invoiceNumber })).toBeVisible();
    await expect(row).toContainText(loadNumber);
    await expectNoPageOverflow(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/payee/invoices?skipAnimation');
    const link = page.getByTestId('invoice-row').first().getByRole('link');
    // The whole number stays readable (it wraps) and is the link's title.
    await expect(link).toHaveText(invoiceNumber);
    await expect(link).toHaveAttribute('title', invoiceNumber);
    await expectNoPageOverflow(page);
    const tableOverflow = await page
      .locator('table')
      .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? table.scrollWidth));
    expect(tableOverflow).toBeLessThanOrEqual(1);
    // The net amount column is still on screen, right of the number.
    const net = page.getByTestId('invoice-row').first().locator('td').last();
    const box = await net.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await capture(page, 'invoices-long-number-mobile', { blur: true });
    await page
      .getByTestId('invoice-row')
      .first()
      .screenshot({ path: screenshotPath('invoices-long-number-row') });

    await page.getByRole('button', { name: 'Grid' }).click();
    const card = page.getByTestId('invoice-card').first();
    await expect(card).toContainText(invoiceNumber);
    await expect(card).toHaveAccessibleName(new RegExp(invoiceNumber));
    await expectNoPageOverflow(page);
    const cardOverflow = await card.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(cardOverflow).toBeLessThanOrEqual(0);
    await capture(page, 'invoices-long-number-grid-mobile', { blur: true });
    await card.screenshot({ path: screenshotPath('invoices-long-number-card') });
    await page.getByRole('button', { name: 'List' }).click();

    // Its page on a phone.
    await link.click();
    await expect(page.getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
    await expectNoPageOverflow(page);
    await capture(page, 'invoice-long-number-details-mobile', { blur: true });

    // The other lists of the area fit the phone too.
    for (const [path, name] of [
      ['/payee/payments?skipAnimation', 'payments-list-phone'],
      ['/payee/relationships?skipAnimation', 'relationships-list-phone'],
      ['/payee/credit-notes?skipAnimation', 'credit-notes-list-phone'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('table').first()).toBeVisible();
      await expectNoPageOverflow(page, path);
      await capture(page, name, { blur: true });
    }
  });
});
