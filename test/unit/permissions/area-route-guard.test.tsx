// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanySetting } from '#shared/enums/company-setting.ts';
import { Area, CompanyType } from '#shared/enums/company-type.ts';
import { PayorCategory } from '#shared/enums/payor.ts';
import { Role } from '#shared/enums/role.ts';
import { isAreaRoute } from '#shared/permissions/area-route-access.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { App } from '#web/app/app.tsx';
import { loadAreaPages } from '#web/app/area-pages.ts';
import { createRouter } from '#web/app/router.tsx';
import { allowCookiesCookieName } from '#web/components/layouts/cookie-consent-banner.tsx';
import { loadRuntimeConfig } from '#web/config/runtime-config.ts';
import { writeCookie } from '#web/lib/cookies.ts';
import { makeUser, setUpI18n, shellFetch } from '../web/support.tsx';

/**
 * The area guard (web/src/app/require-area.tsx) in the running router: every page route of an
 * area has its entry in the route table, and a refused user gets what the table says, inside the
 * shell, before the page renders.
 */

/** Every path of a route tree, parents joined, with whether the route has a path of its own. */
function routePaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? null : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const path = own ?? parent;
    return [...(own === null ? [] : [own]), ...routePaths(route.children ?? [], path)];
  });
}

describe('the router’s pages', () => {
  it('each has its entry in the route table', async () => {
    const router = createRouter();
    // Every area's pages, added where the router adds them on the first navigation into the area.
    for (const area of Object.values(Area)) router.patchRoutes(`${area}-pages`, await loadAreaPages(area));
    const areaRoots = Object.values(Area).map((area) => `/${area}`);
    const pages = routePaths(router.routes).filter(
      (path) => areaRoots.some((root) => path.startsWith(`${root}/`)) && !path.includes('*'),
    );
    router.dispose();
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.filter((path) => !isAreaRoute(path))).toEqual([]);
  });
});

let signedIn: CurrentUser | null = null;

/** The calls the shell makes, answered as the API would for `signedIn`; every other call finds nothing. */
const fakeFetch = (input: RequestInfo | URL) => shellFetch({ user: signedIn })(input);

function visit(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
}

const here = () => window.location.pathname;

function payor(options: { roles?: Role[]; settings?: Record<string, string>; payorTypeId?: number }): CurrentUser {
  const user = makeUser(CompanyType.Payor, { roles: options.roles ?? [Role.UserAdmin] });
  return {
    ...user,
    company: { ...user.company, settings: options.settings ?? {} },
    payorDetails: { payorTypeId: options.payorTypeId ?? PayorCategory.LanePayBroker, isHighwaySubscriber: false },
  };
}

/** The no-access page inside the shell, at the address asked for. */
async function expectNoAccessInShell(path: string) {
  const main = await screen.findByRole('main');
  expect(await within(main).findByRole('heading', { name: 'This page is for your administrators' })).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  expect(here()).toBe(path);
}

beforeAll(async () => {
  await setUpI18n();
  vi.spyOn(globalThis, 'fetch').mockImplementation(fakeFetch);
  await loadRuntimeConfig().catch(() => null);
});

beforeEach(() => {
  signedIn = null;
  vi.spyOn(globalThis, 'fetch').mockImplementation(fakeFetch);
  writeCookie(allowCookiesCookieName, 'true', 365 * 86_400);
});

afterEach(() => {
  cleanup();
});

describe('the area guard', () => {
  it('shows a driver the no-access page for a payee-level page, and calls nothing of it', async () => {
    signedIn = makeUser(CompanyType.Payee, { roles: [Role.PayeeDriver] });
    visit('/payee/payments');
    await expectNoAccessInShell('/payee/payments');
    const calls = vi.mocked(globalThis.fetch).mock.calls.map(([input]) => String(input));
    expect(calls.filter((call) => call.includes('/payee/payments'))).toEqual([]);
  });

  it('sends a user without user management back to the profile', async () => {
    signedIn = makeUser(CompanyType.Payee, { roles: [Role.PayeeDriver] });
    visit('/payee/users/new');
    await waitFor(() => expect(here()).toBe('/payee/profile'));
  });

  it('sends a paperwork-only payee user from the dashboard to paperwork', async () => {
    signedIn = makeUser(CompanyType.Payee, { roles: [] });
    visit('/payee/dashboard');
    await waitFor(() => expect(here()).toBe('/payee/paperwork'));
  });

  it('shows IBEX-only staff the no-access page outside the NOA routes', async () => {
    signedIn = makeUser(CompanyType.Triumph, { roles: [Role.NoaIBEX] });
    visit('/admin/dashboard');
    await expectNoAccessInShell('/admin/dashboard');
  });

  it('opens a role-gated admin route to its roles only', async () => {
    signedIn = makeUser(CompanyType.Triumph, { roles: [Role.OpsManager] });
    visit('/admin/bank-account-reviews/12');
    await expectNoAccessInShell('/admin/bank-account-reviews/12');
    cleanup();
    signedIn = makeUser(CompanyType.Triumph, { roles: [Role.Underwriting] });
    visit('/admin/bank-account-reviews/12');
    // No page yet: past the guard, the in-shell not-found page.
    expect(await screen.findByRole('heading', { name: "We're sorry!" })).toBeTruthy();
  });

  it('opens Loads to a payor with the setting on, and reports to brokers only', async () => {
    signedIn = payor({});
    visit('/payor/loads');
    await expectNoAccessInShell('/payor/loads');
    cleanup();
    signedIn = payor({ settings: { [CompanySetting.EnableLoads]: 'true' } });
    visit('/payor/loads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loads' })).toBeTruthy();
    cleanup();
    signedIn = payor({ payorTypeId: PayorCategory.Shipper });
    visit('/payor/reports/billing-report');
    await expectNoAccessInShell('/payor/reports/billing-report');
  });

  it('shows the error page, not the sign-in, when the user cannot be read', async () => {
    vi.mocked(globalThis.fetch).mockImplementation((input) =>
      new URL(String(input), window.location.origin).pathname === '/api/v1/core/current_user'
        ? Promise.resolve(new Response('{"message":"Busy"}', { status: 503 }))
        : fakeFetch(input),
    );
    visit('/payor/settlements');
    expect(await screen.findByRole('heading', { name: /Whoops/ })).toBeTruthy();
    expect(here()).toBe('/payor/settlements');
  });

  it('sends a user of another company type to the root, which leads them to their own area', async () => {
    signedIn = makeUser(CompanyType.Payee);
    visit('/admin/bank-account-reviews');
    await waitFor(() => expect(here()).toBe('/payee/dashboard'));
  });
});
