import { expect, type Page } from '@playwright/test';
import { capture } from './capture.ts';
import { expectNoPageOverflow } from './layout.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 720 };

async function speak(page: Page, language: 'en' | 'fr'): Promise<void> {
  await page.context().addCookies([{ name: 'lanepay_lang', value: language, url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * A report page on a phone, in English and in French (the longest words and amounts): the page
 * never scrolls sideways (a wide table scrolls inside its card), and both are pictured
 * (`<name>-390`, `<name>-fr-390`). The page is left as it was found: English, desktop width.
 */
export async function captureReportOnPhone(page: Page, name: string): Promise<void> {
  await page.setViewportSize(phone);
  await expectNoPageOverflow(page);
  await capture(page, `${name}-390`);
  await speak(page, 'fr');
  await expectNoPageOverflow(page);
  await capture(page, `${name}-fr-390`);
  await page.setViewportSize(desktop);
  await speak(page, 'en');
}

/**
 * The page as it is now (same width), in French as well: it never scrolls sideways and is pictured
 * as `<name>-fr`. The page is left in English.
 */
export async function captureInFrench(page: Page, name: string): Promise<void> {
  await speak(page, 'fr');
  await expectNoPageOverflow(page);
  await capture(page, `${name}-fr`);
  await speak(page, 'en');
}
