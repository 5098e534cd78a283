import { type Browser, type Cookie, expect, type Page } from '@playwright/test';
import { apiRoots, corePaths } from '#shared/api/paths.ts';
import { csrfHeaderName } from '#shared/constants/session.ts';
import type { SessionTiming } from '#shared/schemas/session.ts';
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
export async function signInWithMfa(page: Page, email: string): Promise<void> {
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
 * The session cookie each user's last full sign-in in this worker earned. Journeys that are not
 * about signing in reuse it (a sign-in through Cognito costs seconds, and about fifty journeys
 * sign in); the server still decides whether it is valid, and one it no longer honours (signed
 * out, expired) is replaced by a full sign-in. A reused session is renewed first: a page renews
 * only after a minute of watching a user, so a session shared by many short journeys would
 * otherwise run out in the middle of one (a 401 half-way through a long journey in CI).
 */
const sessionCookies = new Map<string, Cookie>();
const sessionCookieName = 'lanepay_session';

/** Whether the context's session is still honoured, renewed for a full lifetime. */
async function renewed(page: Page): Promise<boolean> {
  const timing = await page.request.get(`${apiRoots.core}${corePaths.tokenExpiration}`);
  if (!timing.ok()) return false;
  const { csrfToken } = (await timing.json()) as SessionTiming;
  const renewal = await page.request.post(`${apiRoots.core}${corePaths.newToken}`, {
    headers: { [csrfHeaderName]: csrfToken },
  });
  return renewal.ok();
}

/** Signed in as `email` on their area's home page, reusing this worker's session of that user when it is still valid. */
export async function signIn(page: Page, email: string): Promise<void> {
  const saved = sessionCookies.get(email);
  if (saved) {
    await page.context().addCookies([saved]);
    if (await renewed(page)) {
      await page.goto(paths.root);
      await page.waitForURL((url) => url.pathname !== paths.root, { waitUntil: 'load' });
      return;
    }
    await page.context().clearCookies({ name: sessionCookieName });
  }
  await signInWithMfa(page, email);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === sessionCookieName);
  if (cookie) sessionCookies.set(email, cookie);
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
