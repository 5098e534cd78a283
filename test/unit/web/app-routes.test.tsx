// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { App } from '#web/app/app.tsx';
import { allowCookiesCookieName } from '#web/components/layouts/cookie-consent-banner.tsx';
import { loadRuntimeConfig } from '#web/config/runtime-config.ts';
import { deleteCookie, writeCookie } from '#web/lib/cookies.ts';
import { makeUser, setUpI18n, shellFetch } from './support.tsx';

type Backend = { user: CurrentUser | null; healthy: boolean };
let backend: Backend;

/** The calls the shell makes at start, answered as `backend` says. */
const fakeFetch = (input: RequestInfo | URL) => shellFetch(backend)(input);

function visit(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
}

const here = () => `${window.location.pathname}${window.location.search}`;

beforeAll(async () => {
  await setUpI18n();
  vi.spyOn(globalThis, 'fetch').mockImplementation(fakeFetch);
  await loadRuntimeConfig().catch(() => null);
});

beforeEach(() => {
  backend = { user: null, healthy: true };
  vi.spyOn(globalThis, 'fetch').mockImplementation(fakeFetch);
  writeCookie(allowCookiesCookieName, 'true', 365 * 86_400);
});

afterEach(() => {
  cleanup();
});

describe('the routes of the shell', () => {
  // The payee and payor landing pages are dashboards (their figures come from the API), the factor's its
  // Debtors list; the admin's welcomes the user. One case per area: each loads its area's code.
  it.each([
    [CompanyType.Payee, '/payee/dashboard', 'Dashboard | LanePay', 'Dashboard'],
    [CompanyType.Payor, '/payor/dashboard', 'Dashboard | LanePay', 'Dashboard'],
    [CompanyType.Factor, '/factor/payors', 'Debtors | LanePay', 'Debtors'],
    [CompanyType.Triumph, '/admin/dashboard', 'Dashboard | LanePay', 'Welcome, Sam Ortiz'],
  ] as const)(
    "render each area's landing page inside its shell (company type %i at %s)",
    async (type, path, title, heading) => {
      backend.user = makeUser(type, { name: 'Sam Ortiz' });
      visit(path);
      expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeTruthy();
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
      // The title is set by an effect after the heading renders: on a busy machine it can lag a tick.
      await waitFor(() => expect(document.title).toBe(title));
      cleanup();
    },
  );

  it('send an area index to its landing page (Debtors for factors)', async () => {
    backend.user = makeUser(CompanyType.Factor);
    visit('/factor');
    await screen.findByRole('heading', { name: 'Debtors', level: 1 });
    expect(here()).toBe('/factor/payors');
  });

  it('show the not-found page inside the shell for an unknown path under an area', async () => {
    backend.user = makeUser(CompanyType.Payor);
    visit('/payor/not-a-page');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: "We're sorry!" })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Return to home' }).getAttribute('href')).toBe('/payor/dashboard');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(here()).toBe('/payor/not-a-page');
  });

  it('redirect a legacy address, whatever its case', async () => {
    backend.user = makeUser(CompanyType.Payor);
    visit('/PayorHome');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(here()).toBe('/payor/dashboard');
  });

  it('keep the sub-path and query of /payor/paperwork/*', async () => {
    // A payor without a paperwork role: Settlements says who reviews paperwork, at the new address.
    backend.user = makeUser(CompanyType.Payor, { roles: [Role.PayorReports] });
    visit('/Payor/Paperwork/12/edit?tab=docs');
    await screen.findByText(/Only users with the Submission or User Admin role review paperwork/);
    expect(here()).toBe('/payor/settlements/12/edit?tab=docs');
  });

  it('show a signed-in user the not-found page in their shell for an unknown top-level path', async () => {
    backend.user = makeUser(CompanyType.Payee);
    visit('/no/such/page');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: "We're sorry!" })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(here()).toBe('/no/such/page');
  });

  it('send a visitor to the root from an unknown path, and to registration from an old one', async () => {
    visit('/no/such/page');
    await waitFor(() => expect(here()).toBe('/'));
    cleanup();
    visit('/Login/RegisterPayee');
    await waitFor(() => expect(here()).toBe('/register-payee'));
  });

  it('show the maintenance page when the health check fails', async () => {
    backend.healthy = false;
    visit('/');
    expect(await screen.findByRole('heading', { name: 'Maintenance' })).toBeTruthy();
    expect(screen.getByText('We are undergoing a scheduled maintenance and will be back online shortly.')).toBeTruthy();
  });

  it('ask for cookie consent until answered', async () => {
    deleteCookie(allowCookiesCookieName);
    backend.user = makeUser(CompanyType.Payee);
    visit('/payee/dashboard');
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    await act(async () => within(banner).getByRole('button', { name: 'Accept all cookies' }).click());
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(document.cookie).toContain('lanepay_allow_cookies=true');
  });
});
