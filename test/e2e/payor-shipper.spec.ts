import { expect, type Locator, type Page, test } from '@playwright/test';
import { capture } from './support/capture.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { signIn } from './support/sign-in.ts';

/**
 * Issue 13, journey 5: the shipper (Prairie Grain Co.: no credit-notes or loads settings, not a
 * broker, no highway subscription) walks every item of its navigation, each page with its content,
 * an unknown address inside the area shows the in-shell not-found page, and addresses of the
 * former portal (seeds 001 §2) reach their screens.
 */

type AreaPage = { path: string; heading: string; content: (page: Page) => Locator };

/** What each navigation item must open, and something of its own that only loaded data shows. */
const areaPages: Record<string, AreaPage> = {
  Dashboard: {
    path: '/payor/dashboard',
    heading: 'Dashboard',
    content: (page) => page.locator('[data-card="invoices"] [data-figure]').first(),
  },
  Carriers: {
    path: '/payor/relationships',
    heading: 'Carriers',
    content: (page) => page.getByRole('main').getByText('Lone Star Freight LLC').first(),
  },
  Settlements: {
    path: '/payor/settlements',
    heading: 'Settlements',
    content: (page) => page.getByTestId('settlement-row').or(page.getByTestId('settlement-card')).first(),
  },
  Invoices: {
    path: '/payor/invoices',
    heading: 'Invoices',
    content: (page) => page.getByTestId('payor-invoice-row').first(),
  },
  Payments: {
    path: '/payor/payments',
    heading: 'Payments',
    content: (page) => page.getByTestId('payor-payment-row').first(),
  },
};

/** The page is its own, with its data: its heading and content, no not-found page, no load failure. */
async function expectAreaPage(page: Page, expected: AreaPage): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${expected.path}(\\?[^/]*)?$`));
  await expect(page.getByRole('heading', { level: 1, name: expected.heading })).toBeVisible();
  await expect(expected.content(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: "We're sorry!" })).toHaveCount(0);
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
}

const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

test('issue 13 journey 5: the shipper walks its navigation, meets the in-shell not-found page and old addresses', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'shipper@demo.test');
  await expect(page).toHaveURL(/\/payor\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();

  // Settlements shows by its rules (seeds 001 §2): paperwork in production, the terms accepted, bills present.
  const settlement = '/api/v1/settlement';
  const terms = (await (await page.request.get(`${settlement}/accepted_terms`)).json()) as {
    hasAcceptedTerms: boolean;
  };
  const bills = (await (await page.request.get(`${settlement}/bills/present`)).json()) as { present: boolean };
  const expectedItems = [
    'Dashboard',
    'Carriers',
    ...(terms.hasAcceptedTerms && bills.present ? ['Settlements'] : []),
    'Invoices',
    'Payments',
  ];
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveText(expectedItems);
  // Without their company settings, no Credit Notes and no Loads; a shipper has no highway alerts.
  await expect(nav.getByRole('link', { name: 'Credit Notes' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Loads' })).toHaveCount(0);
  await expect(page.locator('[data-card="alerts"]')).toHaveCount(0);
  await expect(page.locator('[data-card="batches"]')).toHaveCount(0);
  if (!terms.hasAcceptedTerms && bills.present) await expect(page.getByTestId('paperwork-waiting')).toBeVisible();

  for (const item of expectedItems) {
    await nav.getByRole('link', { name: item }).click();
    const expected = areaPages[item];
    if (!expected) throw new Error(`No expectation for the navigation item ${item}`);
    await expectAreaPage(page, expected);
    await expect(nav.getByRole('link', { name: item })).toHaveAttribute('aria-current', 'page');
    await capture(page, `payor-shipper-${slug(item)}-1280`);
  }

  // On a phone every page fits the screen; the navigation folds away behind its button.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const item of expectedItems) {
    const expected = areaPages[item];
    if (!expected) continue;
    await page.goto(`${expected.path}?skipAnimation`);
    await expectAreaPage(page, expected);
    await expectNoPageOverflow(page, `${item} is wider than a phone`);
    await capture(page, `payor-shipper-${slug(item)}-390`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // An unknown address inside the area: the not-found page inside the shell, which leads home.
  await page.goto('/payor/no-such-page');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: "We're sorry!" })).toBeVisible();
  await expect(nav).toBeVisible();
  await expect(page).toHaveURL(/\/payor\/no-such-page$/);
  await capture(page, 'payor-shipper-not-found-1280');
  await main.getByRole('link', { name: 'Return to home' }).click();
  await expectAreaPage(page, areaPages.Dashboard as AreaPage);

  // Addresses of the former portal (seeds 001 §2), matched whatever their case.
  for (const [legacy, item] of [
    ['/payorhome', 'Dashboard'],
    ['/PayorInvoices', 'Invoices'],
    ['/payorpayouts', 'Payments'],
    ['/PayorAccounts', 'Carriers'],
  ] as const) {
    await page.goto(legacy);
    await expectAreaPage(page, areaPages[item] as AreaPage);
  }
  await page.goto('/account');
  await expect(page).toHaveURL(/\/payor\/profile$/);
  await expect(page.getByRole('main').getByText('Prairie Grain Co.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: "We're sorry!" })).toHaveCount(0);
});
