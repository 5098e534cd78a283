// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import type { BillListResponse } from '#shared/schemas/bills.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { App } from '#web/app/app.tsx';
import { allowCookiesCookieName } from '#web/components/layouts/cookie-consent-banner.tsx';
import { loadRuntimeConfig } from '#web/config/runtime-config.ts';
import { writeCookie } from '#web/lib/cookies.ts';
import { jsonAnswer, makeUser, setUpI18n, testRuntimeConfig } from '../support.tsx';

/**
 * The payor's Settlements pages in the whole app (router, shell, guard) against a fake settlement
 * API: the navigation rule, the dashboard card, the terms gate and the terms form (seeds 001 §2,
 * §5, §6).
 */
type Backend = {
  user: CurrentUser | null;
  paperworkInProduction: boolean | undefined;
  hasAcceptedTerms: boolean;
  present: boolean;
  calls: { method: string; path: string }[];
};
let backend: Backend;

const emptyList: BillListResponse = {
  bills: [],
  payorIds: [],
  payeeIds: [],
  names: {},
  totals: [],
  page: 1,
  pageSize: 25,
  totalCount: 0,
  hasMore: false,
};

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), window.location.origin);
  const method = init?.method ?? 'GET';
  backend.calls.push({ method, path: url.pathname });
  switch (url.pathname) {
    case '/runtime-config.json':
      return Promise.resolve(
        jsonAnswer({
          ...testRuntimeConfig,
          ...(backend.paperworkInProduction === undefined
            ? {}
            : { paperworkInProduction: backend.paperworkInProduction }),
        }),
      );
    case '/api/v1/core/current_user':
      return Promise.resolve(backend.user ? jsonAnswer(backend.user) : jsonAnswer({ message: 'Unauthenticated' }, 401));
    case '/api/v1/core/health/status':
      return Promise.resolve(jsonAnswer({ status: 'ok' }));
    case '/api/v1/settlement/accepted_terms':
      return Promise.resolve(jsonAnswer({ hasAcceptedTerms: backend.hasAcceptedTerms }));
    case '/api/v1/settlement/accepted_terms/accept':
      backend.hasAcceptedTerms = true;
      return Promise.resolve(jsonAnswer({ hasAcceptedTerms: true }));
    case '/api/v1/settlement/bills/present':
      return Promise.resolve(jsonAnswer({ present: backend.present }));
    case '/api/v1/settlement/bills':
      return Promise.resolve(
        backend.hasAcceptedTerms ? jsonAnswer(emptyList) : jsonAnswer({ message: 'Accept the terms first.' }, 403),
      );
    case '/api/v1/settlement/carrier_blacklists':
      return Promise.resolve(jsonAnswer({ carrierBlacklists: [] }));
    default:
      return Promise.resolve(jsonAnswer({ message: 'Not found' }, 404));
  }
}

async function visit(path: string) {
  window.history.replaceState(null, '', path);
  await loadRuntimeConfig();
  render(<App />);
}

const here = () => `${window.location.pathname}${window.location.search}`;
const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const asked = (path: string) => backend.calls.some((call) => call.path === `/api/v1/settlement${path}`);

beforeAll(async () => {
  await setUpI18n();
});

beforeEach(() => {
  backend = {
    user: makeUser(CompanyType.Payor, { roles: [Role.PayorSubmission], name: 'Blair Broker' }),
    paperworkInProduction: undefined,
    hasAcceptedTerms: false,
    present: true,
    calls: [],
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(fakeFetch);
  writeCookie(allowCookiesCookieName, 'true', 365 * 86_400);
});

afterEach(() => {
  cleanup();
});

describe('before the paperwork terms are accepted', () => {
  it('hides Settlements and shows the dashboard card that leads to the terms', async () => {
    await visit('/payor/dashboard');
    const card = await screen.findByRole('heading', { name: 'Paperwork from your carriers is waiting' });
    expect(card).toBeTruthy();
    expect(navLinks()).not.toContain('Settlements');
    expect(screen.getByRole('link', { name: 'Review the paperwork terms' }).getAttribute('href')).toBe(
      '/payor/settlements/terms',
    );
  });

  it('shows no card when the payor has no bills', async () => {
    backend.present = false;
    await visit('/payor/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await waitFor(() => expect(asked('/bills/present')).toBe(true));
    expect(screen.queryByText('Paperwork from your carriers is waiting')).toBeNull();
  });

  it('sends every settlements address to the terms page', async () => {
    for (const path of ['/payor/settlements', '/payor/settlements/abc', '/payor/settlements/abc/edit']) {
      await visit(path);
      await screen.findByRole('heading', { name: 'Paperwork terms of service', level: 1 });
      expect(here()).toBe('/payor/settlements/terms');
      cleanup();
    }
    expect(asked('/bills')).toBe(false);
  });

  it('asks for the agreement, then accepts and opens Settlements, whose entry appears', async () => {
    await visit('/payor/settlements/terms');
    const accept = await screen.findByRole('button', { name: 'Accept and open Settlements' });
    expect(document.title).toBe('Paperwork terms | LanePay');
    await act(async () => accept.click());
    expect(await screen.findByText('You must agree to Terms of Service.')).toBeTruthy();
    expect(backend.calls.some((call) => call.method === 'POST')).toBe(false);

    await act(async () => screen.getByLabelText('I have read and agree to the paperwork terms of service').click());
    await act(async () => screen.getByRole('button', { name: 'Accept and open Settlements' }).click());
    await screen.findByRole('heading', { name: 'Settlements', level: 1 });
    expect(here()).toBe('/payor/settlements');
    expect(backend.calls).toContainEqual({ method: 'POST', path: '/api/v1/settlement/accepted_terms/accept' });
    await waitFor(() => expect(navLinks()).toContain('Settlements'));
    expect(await screen.findByText('No bills here')).toBeTruthy();
    expect(document.title).toBe('Settlements | LanePay');
  });
});

describe('the Settlements entry and pages', () => {
  it('shows the entry once the terms are accepted and bills are present', async () => {
    backend.hasAcceptedTerms = true;
    await visit('/payor/dashboard');
    await waitFor(() =>
      expect(navLinks()).toEqual(['Dashboard', 'Carriers', 'Settlements', 'Invoices', 'Payments', 'Reports']),
    );
    expect(screen.queryByText('Paperwork from your carriers is waiting')).toBeNull();
  });

  it('keeps the entry hidden without bills, and when paperwork is not in production', async () => {
    backend.hasAcceptedTerms = true;
    backend.present = false;
    await visit('/payor/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await waitFor(() => expect(asked('/bills/present')).toBe(true));
    expect(navLinks()).not.toContain('Settlements');
    cleanup();

    backend.present = true;
    backend.paperworkInProduction = false;
    backend.calls = [];
    await visit('/payor/settlements');
    expect(await screen.findByRole('heading', { name: "We're sorry!" })).toBeTruthy();
    expect(navLinks()).not.toContain('Settlements');
    expect(asked('/accepted_terms')).toBe(false);
  });

  it('never asks the settlement API for users without PayorSubmission or UserAdmin', async () => {
    backend.user = makeUser(CompanyType.Payor, { roles: [Role.PayorReports] });
    backend.hasAcceptedTerms = true;
    await visit('/payor/settlements');
    expect(await screen.findByText(/Only users with the Submission or User Admin role review paperwork/)).toBeTruthy();
    expect(navLinks()).not.toContain('Settlements');
    expect(backend.calls.filter((call) => call.path.startsWith('/api/v1/settlement'))).toEqual([]);
  });
});
