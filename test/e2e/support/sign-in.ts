import { expect, type Page } from '@playwright/test';

export const demoPassword = 'Demo-Passw0rd!';
export const localMfaCode = '123456';

/** Password step of the login page. */
export async function submitCredentials(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Full sign-in with the SMS code the local Cognito always sends. */
export async function signIn(page: Page, email: string): Promise<void> {
  await submitCredentials(page, email);
  await expect(page.getByRole('heading', { name: 'MFA Code Required' })).toBeVisible();
  await page.getByLabel('Code').fill(localMfaCode);
  await page.getByRole('button', { name: 'Verify' }).click();
}

export const screenshotPath = (name: string) => `test/artifacts/screenshots/${name}.png`;
