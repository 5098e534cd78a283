import { expect, test } from '@playwright/test';
import { capture } from './support/capture.ts';
import { signIn } from './support/sign-in.ts';

test('anyone can search the brokers that pay through LanePay', async ({ page }) => {
  await page.goto('/display-all-brokers');
  await expect(page).toHaveTitle('All brokers | LanePay');
  await expect(page.getByText(/^1[6-9]\d brokers$/)).toBeVisible();
  await capture(page, 'all-brokers', { fullPage: false });
  await page.getByLabel('Search brokers').fill('gulf coast');
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Gulf Coast Logistics')).toBeVisible();
  await page.getByLabel('Search brokers').fill('no such broker anywhere');
  await expect(page.getByText('No brokers match “no such broker anywhere”.')).toBeVisible();
});

test('a signed-in carrier connects through the list: to its payor, or learns how a broker becomes one', async ({
  page,
}) => {
  await signIn(page, 'carrier@demo.test');
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await page.goto('/display-all-brokers');
  await page.getByLabel('Search brokers').fill('redline');
  await page.getByRole('button', { name: 'Connect: Redline Logistics' }).click();
  await expect(page).toHaveURL(/\/payee\/relationships\/1$/);
  await expect(page.getByRole('heading', { name: 'Redline Logistics' }).first()).toBeVisible();

  await page.goto('/display-all-brokers');
  await page.getByLabel('Search brokers').fill('alamo freight');
  await page.getByRole('button', { name: 'Connect: Alamo Freight Brokers' }).click();
  await expect(page).toHaveURL(/\/payee\/brokers\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Not one of your payors yet' })).toBeVisible();
  await expect(page).toHaveTitle('Broker | LanePay');
  await capture(page, 'all-brokers-not-connected', { fullPage: false });
});
