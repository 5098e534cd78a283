import { readFile } from 'node:fs/promises';
import { type Download, expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiRoots, corePaths } from '#shared/api/paths.ts';
import { capture } from './support/capture.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { signIn } from './support/sign-in.ts';

/** The downloaded workbook's first sheet, its rows' values joined by '|'. */
async function sheetLines(download: Download): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(await download.path());
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const lines: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => lines.push((row.values as unknown[]).slice(1).join('|')));
  return lines;
}

test('issue 14: a long export runs in the background: the broker leaves the report, follows it in the downloads tray and downloads the file', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'broker@demo.test');
  await expect(page).toHaveURL(/\/payor\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();

  // Start the holds report's export, then leave for the dashboard at once. Here the file is made in a
  // second, often before a click can leave: the tray's reads of the jobs are held until the broker
  // has left, as they would be behind a long file.
  await page.goto('/payor/reports/holds-report');
  await expect(page.getByRole('row', { name: /LSF-8611/ })).toBeVisible();
  let leave = () => {};
  const left = new Promise<void>((resolve) => {
    leave = resolve;
  });
  const jobReads = (url: URL) => url.pathname.startsWith(`${apiRoots.core}${corePaths.exportJobs}`);
  await page.route(jobReads, async (route) => {
    if (route.request().method() === 'GET') await left;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const tray = page.getByRole('region', { name: 'Downloads' });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/payor\/dashboard$/);
  leave();

  // The tray came along: the job's progress, then its file, offered (not downloaded unasked).
  const progress = tray.getByRole('progressbar', { name: /^Progress of holds/ });
  await expect(progress).toHaveCount(1);
  await expect(progress).toHaveAttribute('aria-valuetext', 'Ready', { timeout: 30_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await capture(page, 'export-jobs-tray-ready', { fullPage: false });

  const offered = page.waitForEvent('download');
  await tray.getByRole('button', { name: /^Download holds-.*\.xlsx$/ }).click();
  const download = await offered;
  expect(download.suggestedFilename()).toMatch(/^holds-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const lines = await sheetLines(download);
  expect(lines.some((line) => line.startsWith('LSF-8611|'))).toBe(true);
  await expect(tray.getByRole('button', { name: 'Downloads (1)' })).toBeVisible();

  // A file handed over stays so after a reload: the tray stays folded. Staying on the page that
  // asked for it, the next file comes straight down when it is ready.
  await page.reload();
  await expect(tray.getByRole('button', { name: 'Downloads (1)' })).toBeVisible();
  await page.goto('/payor/reports/gotp-fees');
  await expect(page.getByRole('heading', { level: 1, name: 'GOTP fees' })).toBeVisible();
  const straight = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await straight).suggestedFilename()).toMatch(/^gotp-fees-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // Every file handed over, the tray folds to one button; opened, it lists both files.
  const fold = tray.getByRole('button', { name: 'Downloads (2)' });
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(tray.getByRole('progressbar')).toHaveCount(0);
  await fold.click();
  await expect(tray.getByRole('progressbar')).toHaveCount(2);
  await capture(page, 'export-jobs-tray-two-files', { fullPage: false });
  await tray.getByRole('button', { name: 'Hide downloads' }).click();
  await expect(fold).toBeVisible();
  await capture(page, 'export-jobs-tray-folded', { fullPage: false });

  // On a phone, in English and in French (the longest words), the open tray fits the window.
  await page.setViewportSize({ width: 390, height: 844 });
  await fold.click();
  await expect(tray.getByRole('progressbar')).toHaveCount(2);
  await expectNoPageOverflow(page);
  await capture(page, 'export-jobs-tray-390', { fullPage: false });
  await page.context().addCookies([{ name: 'lanepay_lang', value: 'fr', url: new URL(page.url()).origin }]);
  await page.reload();
  const plateau = page.getByRole('region', { name: 'Téléchargements' });
  await plateau.getByRole('button', { name: 'Téléchargements (2)' }).click();
  await expect(plateau.getByRole('progressbar')).toHaveCount(2);
  await expectNoPageOverflow(page);
  await capture(page, 'export-jobs-tray-fr-390', { fullPage: false });
  await page.context().addCookies([{ name: 'lanepay_lang', value: 'en', url: new URL(page.url()).origin }]);
});
