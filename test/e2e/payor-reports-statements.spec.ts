import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { lastClosedMonth, lastClosedWeek, weekPeriod } from '#functions/domain/statements/periods.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { StatementType } from '#shared/enums/statement-type.ts';
import type { PayorDraftsPage } from '#shared/schemas/payor-payments.ts';
import { capture } from './support/capture.ts';
import { shownDate, usd } from './support/money.ts';
import { captureReportOnPhone } from './support/report-views.ts';
import { signIn } from './support/sign-in.ts';

/** The demo's weekly statements go back eight closed weeks (infra/local/seed/seed-statements.ts). */
const weeksBack = 8;

async function downloaded(page: Page, click: () => Promise<void>): Promise<Uint8Array> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return new Uint8Array(await readFile(await download.path()));
}

/** What the payor was drafted in a range, per the drafts call (not the statements'): USD amount and payments. */
async function draftedThrough(page: Page, start: string, end: string) {
  const response = await page.request.get(
    `/api/v1/core/payor/drafts?startDate=${start}&endDate=${end}&pageSize=200&sessionCurrencyId=1`,
  );
  expect(response.ok()).toBe(true);
  const drafts = (await response.json()) as PayorDraftsPage;
  expect(drafts.hasMore).toBe(false);
  return {
    cents: drafts.items.reduce((sum, draft) => sum + draft.amountCents, 0),
    payments: drafts.items.reduce((sum, draft) => sum + draft.paymentCount, 0),
    days: new Set(drafts.items.map((draft) => draft.draftDate)),
  };
}

test('the broker opens previous settlements, a monthly statement and its PDF, and the weekly settlements', async ({
  page,
}) => {
  // Two lists, two statements, a workbook and a PDF in one sign-in.
  test.setTimeout(360_000);
  const today = calendarDateIn(new Date());
  const month = lastClosedMonth(today);
  const monthlyId = `${StatementType.MonthlyStatementV2}-${month.start}`;

  await signIn(page, 'broker@demo.test');
  await page.getByRole('button', { name: 'Essential only' }).click();
  const expectedMonth = await draftedThrough(page, month.start, month.end);
  expect(expectedMonth.cents).toBeGreaterThan(0);

  // Previous settlements: the monthly statement of last month, as the drafts add up.
  await page.goto('/payor/reports/previous-settlements');
  await expect(page.getByRole('heading', { level: 1, name: 'Previous settlements' })).toBeVisible();
  const monthRow = page
    .getByTestId('statement-row')
    .filter({ hasText: `${shownDate(month.start)} – ${shownDate(month.end)}` })
    .filter({ hasText: 'Monthly statement' });
  await expect(monthRow).toHaveCount(1);
  await expect(monthRow).toContainText(usd(expectedMonth.cents));
  await expect(page.getByTestId('statement-row').filter({ hasText: 'Legacy statement' })).toHaveCount(3);
  await capture(page, 'payor-previous-settlements');
  await captureReportOnPhone(page, 'payor-previous-settlements');

  // Only the Legacy ones, then every type again.
  await page.getByLabel('Statement type').selectOption({ label: 'Legacy statement' });
  await expect(page.getByTestId('statement-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // The list's workbook carries the same figure for that statement.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    (await downloaded(page, () => page.getByRole('button', { name: 'Export to Excel' }).click())).buffer as ArrayBuffer,
  );
  const sheet = workbook.worksheets[0];
  const rows: (string | number)[][] = [];
  sheet?.eachRow((row) => {
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((v) =>
          typeof v === 'object' && v ? String((v as { result?: unknown }).result ?? '') : (v as string | number),
        ),
    );
  });
  const monthLine = rows.find((row) => row[1] === monthlyId);
  expect(monthLine, 'the monthly statement in the workbook').toBeDefined();
  // Columns: type, statement, start, end, currency, payments, invoices, gross, credit notes, drafted…
  expect(monthLine?.[5]).toBe(expectedMonth.payments);
  expect(monthLine?.[9]).toBeCloseTo(expectedMonth.cents / 100, 2);

  // The statement: its totals, line items and PDF.
  await monthRow.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Monthly statement');
  await expect(page.getByTestId('statement-total-draftedCents')).toContainText(usd(expectedMonth.cents));
  await expect(page.getByTestId('statement-line').first()).toBeVisible();
  await capture(page, 'payor-statement-monthly');
  await captureReportOnPhone(page, 'payor-statement-monthly');
  const netCell = await page.getByTestId('statement-total-netCents').locator('td').first().textContent();
  const pdf = await downloaded(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
  const { text } = await extractText(pdf, { mergePages: true });
  expect(text).toContain(`Drafted ${usd(expectedMonth.cents)}`);
  expect(text).toContain(`Payments ${expectedMonth.payments}`);
  expect(text).toContain(`Net ${netCell?.trim()}`);

  // Previous weekly settlements: one statement per closed week with drafts, together the drafts of those weeks.
  const lastWeek = lastClosedWeek(today);
  const firstWeek = weekPeriod(addDays(lastWeek.start, -7 * (weeksBack - 1)));
  const expectedWeeks = await draftedThrough(page, firstWeek.start, lastWeek.end);
  const weeksWithDrafts = new Set([...expectedWeeks.days].map((day) => weekPeriod(day).start));
  await page.goto('/payor/reports/previous-weekly-settlements');
  await expect(page.getByRole('heading', { level: 1, name: 'Previous weekly settlements' })).toBeVisible();
  await expect(page.getByTestId('statement-row')).toHaveCount(weeksWithDrafts.size);
  await expect(page.getByLabel('Totals of the matching statements')).toContainText(
    `Drafted ${usd(expectedWeeks.cents)}`,
  );
  await capture(page, 'payor-previous-weekly-settlements');
  await captureReportOnPhone(page, 'payor-previous-weekly-settlements');
  await page.getByTestId('statement-row').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Weekly statement');
  await expect(page.getByRole('heading', { name: 'QuickPay invoices (revenue share)' })).toBeVisible();
  await capture(page, 'payor-statement-weekly');
  await captureReportOnPhone(page, 'payor-statement-weekly');
});
