import { type Browser, expect, type Page } from '@playwright/test';
import { paths } from '#web/config/paths.ts';

export const demoPassword = 'Demo-Passw0rd!';
export const localMfaCode = '123456';

/** Password step of the login page. */
export async function submitCredentials(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Full sign-in with the SMS code the local Cognito always sends. Returns once the portal's session
 * exists: a caller that navigates at once would otherwise abort the token exchange.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  await submitCredentials(page, email);
  await expect(page.getByRole('heading', { name: 'MFA Code Required' })).toBeVisible();
  await page.getByLabel('Code').fill(localMfaCode);
  const session = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/core/login',
  );
  await page.getByRole('button', { name: 'Verify' }).click();
  expect((await session).status()).toBe(200);
  // The app then loads the user's home page; a journey that went elsewhere before it landed would
  // abort one navigation or the other (net::ERR_ABORTED), so signing in ends once it has.
  await page.waitForURL((url) => url.pathname !== paths.root, { waitUntil: 'load' });
}

/**
 * A user signed in on a browser context of their own (two people on two machines: a broker and
 * a carrier keep apart sessions), essential cookies only, on their area's home page.
 */
export async function openSession(
  browser: Browser,
  email: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/(payee|payor)\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  return { page, close: () => context.close() };
}
