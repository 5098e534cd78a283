import { expect, type Locator, type Page } from '@playwright/test';
import { usd } from './money.ts';

/** The payor's invoice list narrowed to the invoices whose numbers hold `search`. */
export async function searchPayorInvoices(page: Page, search: string, count: number): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await page.getByLabel('Search').fill(search);
  await expect(page.getByTestId('payor-invoice-row')).toHaveCount(count);
}

export const payorInvoiceRow = (page: Page, number: string) =>
  page.getByTestId('payor-invoice-row').filter({ hasText: number });

/**
 * Ticks the invoices and opens a review move for them from the bar above the list: its dialog
 * names the count and total before anything moves.
 */
export async function openReview(
  page: Page,
  numbers: readonly string[],
  move: 'Approve' | 'Hold',
  totalCents: number,
): Promise<Locator> {
  for (const number of numbers) await page.getByRole('checkbox', { name: `Select invoice ${number}` }).check();
  const bar = page.getByTestId('review-bar');
  const count = numbers.length === 1 ? '1 invoice' : `${numbers.length} invoices`;
  await expect(bar.getByRole('status')).toHaveText(`${count} selected`);
  await bar.getByRole('button', { name: move }).click();
  const dialog = page.getByRole('dialog', { name: `${move} invoices` });
  await expect(dialog).toContainText(`${move} ${count} totalling ${usd(totalCents)}?`);
  return dialog;
}

/** Confirms the approval: each invoice reads Approved and the selection is gone. */
export async function confirmApproval(page: Page, dialog: Locator, numbers: readonly string[]): Promise<void> {
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`${numbers.length} invoices updated.`)).toBeVisible();
  for (const number of numbers) await expect(payorInvoiceRow(page, number)).toContainText('Approved');
  await expect(page.getByTestId('review-bar')).toHaveCount(0);
}

/** Confirms a hold (its note for the carrier written): the invoice reads held by the payor. */
export async function confirmHold(page: Page, dialog: Locator, number: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(payorInvoiceRow(page, number)).toContainText('Held by the payor');
}
