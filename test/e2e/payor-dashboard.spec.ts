import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { payorWaitingStatuses } from '#shared/enums/invoice-status.ts';
import type { HighwayAlertPage } from '#shared/schemas/payor-highway-alerts.ts';
import type { InvoiceBatchPage, InvoiceBatchView } from '#shared/schemas/payor-invoice-uploads.ts';
import type { PayorInvoiceTotals } from '#shared/schemas/payor-invoices.ts';
import type { PayorDraftSchedule } from '#shared/schemas/payor-payments.ts';
import { formattersFor } from '#web/lib/format.ts';
import { csvFile, uploadBody, uploadHeadings } from '../support/invoice-spreadsheets.ts';
import { capture } from './support/capture.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { signIn } from './support/sign-in.ts';

const core = '/api/v1/core';
const format = formattersFor('en');

/** What the API answers the signed-in page (its session cookie). */
async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${core}${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** A mutation as the SPA sends it: with the session's CSRF token. */
async function send(page: Page, method: 'POST' | 'DELETE', path: string, data?: unknown, key?: string) {
  const { csrfToken } = await api<{ csrfToken: string }>(page, '/token_expiration');
  return page.request.fetch(`${core}${path}`, {
    method,
    headers: { 'x-csrf-token': csrfToken, ...(key ? { 'idempotency-key': key } : {}) },
    ...(data === undefined ? {} : { data }),
  });
}

test('issue 13: the broker’s dashboard shows what waits as the API counts it, and each card opens its list', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'broker@demo.test');
  await expect(page).toHaveURL(/\/payor\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();

  // A spreadsheet waiting for release (Redline reviews its uploads), removed again at the end.
  const tag = `DB${randomUUID().slice(0, 6).toUpperCase()}`;
  const day = addDays(calendarDateIn(new Date()), -2);
  const rows = [
    ['654321', '', '', `${tag}-1`, `${tag}-L1`, '1,200.00', day],
    ['654321', '', '', `${tag}-2`, `${tag}-L2`, '345.67', day],
  ];
  const upload = await send(
    page,
    'POST',
    '/payor/invoice_uploads',
    uploadBody(csvFile([uploadHeadings, ...rows]), `${tag}.csv`),
    randomUUID(),
  );
  expect(upload.status()).toBe(201);
  const { batch } = (await upload.json()) as { batch: InvoiceBatchView };
  await page.reload();

  const [totals, schedule, batches, alerts] = await Promise.all([
    api<PayorInvoiceTotals>(page, '/payor/invoices/totals'),
    api<PayorDraftSchedule>(page, '/payor/draft_schedule'),
    api<InvoiceBatchPage>(page, '/payor/report/invoice_batch_review?pageSize=1'),
    api<HighwayAlertPage>(page, '/payor/highway_alerts?status=1&status=2&status=3&pageSize=3'),
  ]);

  // Invoices: each group's amount and count, per currency, as the totals call counts them.
  const invoices = page.locator('[data-card="invoices"]');
  await expect(invoices.getByRole('heading', { name: 'Invoices waiting on you' })).toBeVisible();
  for (const total of totals.totals) {
    for (const group of ['pending', 'approved', 'held'] as const) {
      const figure = invoices.locator(`[data-figure="${group}-${total.currencyId}"]`);
      await expect(figure).toContainText(format.money(total[group].cents, total.currencyId));
      await expect(figure).toContainText(`${total[group].count} invoice`);
    }
  }
  await expect(invoices.getByRole('link', { name: 'Upload invoices' })).toBeVisible();

  // The next draft: Redline is drafted daily, so nothing waits; its last draft is the API's.
  const drafts = page.locator('[data-card="drafts"]');
  await expect(drafts.getByTestId('draft-schedule')).toHaveText('Drafted daily');
  expect(schedule.upcoming).toEqual([]);
  await expect(drafts).toContainText('No payment waits to be drafted. Each payment is drafted the day it is made.');
  const last = schedule.lastDrafts[0];
  if (!last) throw new Error('Redline has drafts in the demo data');
  const lastFigure = drafts.locator(`[data-figure="last-${last.currencyId}"]`);
  await expect(lastFigure).toContainText(format.money(last.amountCents, last.currencyId));
  await expect(lastFigure).toContainText(format.date(last.draftDate));

  // Uploads to release: the batch's invoices.
  const release = page.locator('[data-card="batches"]');
  const waiting = batches.totals.find((t) => t.currencyId === 1);
  expect(waiting?.grossCents).toBeGreaterThanOrEqual(154_567);
  await expect(release.locator('[data-figure="release-1"]')).toContainText(format.money(waiting?.grossCents ?? 0, 1));
  await expect(release).toContainText(
    `${batches.totalCount} ${batches.totalCount === 1 ? 'batch waits' : 'batches wait'} for your release.`,
  );

  // Carrier alerts: the open ones, the newest named.
  const alertsCard = page.locator('[data-card="alerts"]');
  await expect(alertsCard.locator('[data-figure="open-alerts"]')).toContainText(String(alerts.totalCount));
  const newest = alerts.items[0];
  if (!newest) throw new Error('Redline has an open highway alert in the demo data');
  await expect(alertsCard.getByRole('link', { name: newest.carrierName })).toBeVisible();
  await capture(page, 'payor-dashboard-1280');

  // On a phone the cards stack and fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(invoices).toBeVisible();
  await expectNoPageOverflow(page);
  await capture(page, 'payor-dashboard-390');

  // In French (the longest words and amounts) too.
  await page.context().addCookies([{ name: 'lanepay_lang', value: 'fr', url: String(baseURL) }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(invoices.locator('[data-figure="pending-1"]')).toBeVisible();
  await expectNoPageOverflow(page);
  await capture(page, 'payor-dashboard-fr-390');
  await page.setViewportSize({ width: 1280, height: 720 });
  await capture(page, 'payor-dashboard-fr-1280');
  await page.context().addCookies([{ name: 'lanepay_lang', value: 'en', url: String(baseURL) }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Held invoices open the invoice list filtered to every held status, listing what the card counted.
  const held = totals.totals.find((t) => t.currencyId === 1)?.held;
  await invoices.locator('[data-figure="held-1"]').click();
  await expect(page).toHaveURL(
    new RegExp(`/payor/invoices\\?${payorWaitingStatuses.held.map((s) => `status=${s}`).join('&')}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByTestId('payor-invoice-row')).toHaveCount(Math.min(held?.count ?? 0, 25));

  // To review: the list filtered to Pending.
  await page.goto('/payor/dashboard');
  await invoices.locator('[data-figure="pending-1"]').click();
  await expect(page).toHaveURL(/\/payor\/invoices\?status=1$/);
  await expect(page.getByTestId('payor-invoice-row').first()).toBeVisible();

  // The last draft opens the payments it funded; the alert opens over the alerts list.
  await page.goto('/payor/dashboard');
  await lastFigure.click();
  await expect(page).toHaveURL(new RegExp(`/payor/payments\\?draftId=${last.id}$`));
  await expect(page.getByTestId('payor-payment-row')).toHaveCount(last.paymentCount);
  await page.goto('/payor/dashboard');
  await alertsCard.getByRole('link', { name: newest.carrierName }).click();
  await expect(page).toHaveURL(new RegExp(`/payor/highway-alerts\\?alert=${newest.id}$`));
  await expect(page.getByRole('dialog', { name: `Alert for ${newest.carrierName}` })).toBeVisible();

  // The batch card leads to the invoice review; the batch goes, and the card says nothing waits.
  await page.goto('/payor/dashboard');
  await release.getByRole('link', { name: 'Review batches' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice review' })).toBeVisible();
  expect((await send(page, 'DELETE', `/payor/report/invoice_batch_review/${batch.guid}`)).status()).toBe(200);
  await page.goto('/payor/dashboard');
  if (batches.totalCount === 1) await expect(release).toContainText('No uploaded batch waits for your release.');
});
