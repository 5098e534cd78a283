import { expect, type Locator, type Page } from '@playwright/test';
import { csvFile, uploadHeadings } from '../../support/invoice-spreadsheets.ts';
import { usd } from './money.ts';

/** A payor's spreadsheet as the file picker hands it over: a CSV of the template's columns. */
export function spreadsheet(name: string, rows: readonly (readonly string[])[]) {
  return { name, mimeType: 'text/csv', buffer: csvFile([uploadHeadings, ...rows]) };
}

/** Opens the upload page (signed in as a payor who may submit) and picks the file. */
export async function chooseSpreadsheet(page: Page, file: ReturnType<typeof spreadsheet>): Promise<void> {
  if (!page.url().endsWith('/payor/invoices/upload')) await page.goto('/payor/invoices/upload');
  await expect(page.getByRole('heading', { name: 'Upload invoices' })).toBeVisible();
  await page.getByLabel('Spreadsheet').setInputFiles(file);
}

/** The preview of a file whose one bad row says what is wrong in its cell: nothing can be submitted. */
export async function expectOneBadRow(page: Page, row: number, problem: string | RegExp): Promise<void> {
  await expect(page.locator(`tr[data-row="${row}"]`).getByRole('cell', { name: problem })).toBeVisible();
  await expect(page.getByText('1 row has errors: nothing can be submitted until the file is corrected.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Submit/ })).toBeDisabled();
}

/** The preview of a clean file: every row can go, for this total. */
export async function expectReadyToSubmit(page: Page, count: number, totalCents: number): Promise<void> {
  await expect(page.getByText('Every row can be submitted.')).toBeVisible();
  await expect(page.getByText(`To submit: ${usd(totalCents)} in ${count} invoices`)).toBeVisible();
}

/** Submits the previewed file; under batch review its invoices wait on the invoice review screen. */
export async function submitForReview(page: Page, count: number, fileName: string): Promise<Locator> {
  await page.getByRole('button', { name: `Submit ${count} invoices` }).click();
  await expect(page).toHaveURL(/\/payor\/reports\/invoice-review/);
  return page.locator('tr', { hasText: fileName });
}

/** Opens the release of a waiting batch; its dialog names what goes to the carriers. */
export async function openRelease(page: Page, batchRow: Locator, count: number, totalCents: number): Promise<Locator> {
  await batchRow.getByRole('button', { name: /^Release batch/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    `${count} invoices (${usd(totalCents)}) will be sent to your carriers as Pending.`,
  );
  return dialog;
}

/** Releases the batch: its invoices are created and it leaves the waiting list. */
export async function confirmRelease(page: Page, dialog: Locator, fileName: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Release', exact: true }).click();
  await expect(page.getByText(/Batch \d+ released/)).toBeVisible();
  await expect(page.locator('tr', { hasText: fileName })).toHaveCount(0);
}
