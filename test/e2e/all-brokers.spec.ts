import { expect, test } from '@playwright/test';
import { screenshotPath } from './support/sign-in.ts';

test('anyone can search the brokers that pay through LanePay', async ({ page }) => {
  await page.goto('/display-all-brokers');
  await expect(page).toHaveTitle('All brokers | LanePay');
  await expect(page.getByText(/^1[6-9]\d brokers$/)).toBeVisible();
  await page.screenshot({ path: screenshotPath('all-brokers'), fullPage: false });
  await page.getByLabel('Search brokers').fill('gulf coast');
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Gulf Coast Logistics')).toBeVisible();
  await page.getByLabel('Search brokers').fill('no such broker anywhere');
  await expect(page.getByText('No brokers match “no such broker anywhere”.')).toBeVisible();
});
