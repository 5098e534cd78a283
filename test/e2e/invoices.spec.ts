import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { screenshotPath, signIn } from './support/sign-in.ts';

/** Screenshots wait for the page's loading skeleton to finish fading (600 ms). */
async function snap(page: Page, name: string) {
  await expect(page.getByLabel('Loading…')).toHaveCount(0);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

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
    await snap(page, 'invoices-list-approved');

    // The grid view is remembered for the screen; back to the list.
    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(page.getByTestId('invoice-card').first()).toBeVisible();
    await snap(page, 'invoices-grid');
    await page.getByRole('button', { name: 'List' }).click();

    const first = rows.first().getByRole('link');
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
    await snap(page, 'invoice-details');

    // QuickPay shows its fee before confirming.
    const quickPay = page.getByTestId('term-option-2');
    await expect(quickPay).toContainText('(3%)');
    await quickPay.getByRole('button', { name: 'Choose QuickPay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch to QuickPay?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/A fee of \$[\d,]+\.\d\d \(3%\) is taken from this invoice\./)).toBeVisible();
    await snap(page, 'invoice-quickpay-confirm');
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByText('Payment term updated')).toBeVisible();
    await expect(page.getByTestId('current-term')).toHaveText('QuickPay (3%)');
    const feeLine = page.locator('[data-fee="quickPayFee"]');
    await expect(feeLine).toContainText('QuickPay fee (3%)');
    await expect(feeLine).toContainText('-$');
    // Approved QuickPay: the term is locked now.
    await expect(page.getByTestId('term-election')).toContainText('Locked');
    await snap(page, 'invoice-after-quickpay');

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
    await snap(page, 'credit-notes-list');
    await page.getByRole('link', { name: 'CN-5102' }).click();
    await expect(page.getByRole('heading', { name: 'Credit note CN-5102' })).toBeVisible();
    await expect(page.getByText('Partially paid')).toBeVisible();
    await snap(page, 'credit-note-details');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/payee/invoices');
    await expect(page.getByTestId('invoice-row').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    // The table itself fits too: no column is cut off on a phone.
    const tableOverflow = await page
      .locator('table')
      .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? table.scrollWidth));
    expect(tableOverflow).toBeLessThanOrEqual(1);
    await snap(page, 'invoices-list-mobile');
  });
});
