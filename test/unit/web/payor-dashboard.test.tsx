// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertStatus } from '#shared/enums/alert.ts';
import { CompanySetting } from '#shared/enums/company-setting.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { PayoutSchedule } from '#shared/enums/payout.ts';
import { Role } from '#shared/enums/role.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import type { PayorInvoiceTotals } from '#shared/schemas/payor-invoices.ts';
import type { PayorDraftSchedule } from '#shared/schemas/payor-payments.ts';
import { App } from '#web/app/app.tsx';
import { allowCookiesCookieName } from '#web/components/layouts/cookie-consent-banner.tsx';
import { loadRuntimeConfig } from '#web/config/runtime-config.ts';
import { writeCookie } from '#web/lib/cookies.ts';
import { jsonAnswer, makeUser, setUpI18n, testRuntimeConfig } from './support.tsx';

/**
 * The payor dashboard in the whole app against a fake core API: which cards show for whom (the
 * page access table), their figures per currency as the API gives them, where they lead, what
 * they say when nothing waits, and a failed card's retry.
 */
type Backend = {
  user: CurrentUser;
  totals: PayorInvoiceTotals['totals'];
  schedule: PayorDraftSchedule;
  totalsFail: boolean;
  calls: string[];
};
let backend: Backend;

const count = (n: number, cents: number) => ({ count: n, cents });

const broker = () => {
  const user = makeUser(CompanyType.Payor, { roles: [Role.PayorSubmission, Role.UserAdmin], name: 'Blair Broker' });
  return {
    ...user,
    company: { ...user.company, settings: { [String(CompanySetting.EnablePayorInvoiceReview)]: 'true' } },
    payorDetails: { payorTypeId: 1, isHighwaySubscriber: true },
  };
};

const shipper = () => {
  const user = makeUser(CompanyType.Payor, { roles: [Role.PayorReports], name: 'Sam Shipper' });
  return { ...user, payorDetails: { payorTypeId: 3, isHighwaySubscriber: false } };
};

const weeklySchedule: PayorDraftSchedule = {
  schedule: PayoutSchedule.WeeklyStandard,
  weekday: 5,
  scheduledDate: '2026-12-04',
  upcoming: [
    {
      currencyId: 1,
      draftDate: '2026-12-04',
      paymentCount: 2,
      invoiceCount: 3,
      grossCents: 160_000,
      creditNoteCents: 10_000,
      amountCents: 150_000,
      waitingPaymentCount: 3,
      waitingAmountCents: 175_050,
    },
  ],
  lastDrafts: [
    {
      id: '0123456789abcdef0123',
      draftDate: '2026-11-27',
      currencyId: 1,
      schedule: PayoutSchedule.WeeklyStandard,
      weekday: 5,
      paymentCount: 4,
      invoiceCount: 4,
      grossCents: 98_765,
      creditNoteCents: 0,
      amountCents: 98_765,
      fundingAccount: null,
    },
  ],
};

function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), window.location.origin);
  backend.calls.push(`${url.pathname}${url.search}`);
  switch (url.pathname) {
    case '/runtime-config.json':
      return Promise.resolve(jsonAnswer({ ...testRuntimeConfig, paperworkInProduction: false }));
    case '/api/v1/core/current_user':
      return Promise.resolve(jsonAnswer(backend.user));
    case '/api/v1/core/health/status':
      return Promise.resolve(jsonAnswer({ status: 'ok' }));
    case '/api/v1/core/payor/invoices/totals':
      if (backend.totalsFail) {
        return Promise.resolve(jsonAnswer({ message: 'Something went wrong.', code: 'internal' }, 500));
      }
      return Promise.resolve(jsonAnswer({ totals: backend.totals }));
    case '/api/v1/core/payor/invoices':
      return Promise.resolve(jsonAnswer({ items: [], page: 1, pageSize: 3, totalCount: 0, hasMore: false }));
    case '/api/v1/core/payor/draft_schedule':
      return Promise.resolve(jsonAnswer(backend.schedule));
    case '/api/v1/core/payor/report/invoice_batch_review':
      return Promise.resolve(
        jsonAnswer({
          items: [],
          page: 1,
          pageSize: 1,
          totalCount: 2,
          hasMore: true,
          totals: [{ currencyId: 1, count: 7, grossCents: 431_200 }],
        }),
      );
    case '/api/v1/core/payor/highway_alerts':
      return Promise.resolve(
        jsonAnswer({
          items: [
            {
              id: 9,
              payeeRelationshipId: 4,
              payeeId: 12,
              carrierName: 'Gulf Shore Trucking Co',
              dotNumber: null,
              mcNumber: null,
              statusId: AlertStatus.HeldAlert,
              failedChecks: ['insurance'],
              raisedAt: '2026-11-20T15:00:00.000Z',
              expiresDate: '2026-12-04',
              heldInvoiceCount: 2,
              version: 3,
            },
          ],
          page: 1,
          pageSize: 3,
          totalCount: 1,
          hasMore: false,
        }),
      );
    default:
      return Promise.resolve(jsonAnswer({ message: 'Not found' }, 404));
  }
}

async function visitDashboard() {
  window.history.replaceState(null, '', '/payor/dashboard');
  await loadRuntimeConfig();
  render(<App />);
  await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
}

const card = (name: string) => {
  const found = document.querySelector(`[data-card="${name}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`No ${name} card`);
  return found;
};
const figure = (name: string) => {
  const found = document.querySelector(`[data-figure="${name}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`No ${name} figure`);
  return found;
};
const asked = (path: string) => backend.calls.some((call) => call.startsWith(`/api/v1/core${path}`));

beforeAll(async () => {
  await setUpI18n();
});

beforeEach(() => {
  backend = {
    user: broker(),
    totals: [
      { currencyId: 1, pending: count(3, 710_028), approved: count(0, 0), held: count(2, 591_788) },
      { currencyId: 2, pending: count(1, 50_000), approved: count(4, 1_201_355), held: count(0, 0) },
    ],
    schedule: weeklySchedule,
    totalsFail: false,
    calls: [],
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(fakeFetch);
  writeCookie(allowCookiesCookieName, 'true', 365 * 86_400);
});

afterEach(() => {
  cleanup();
});

describe('the payor dashboard', () => {
  it('shows a broker every card, its figures per currency as the API gives them, each leading to its list', async () => {
    await visitDashboard();
    expect(await within(card('invoices')).findByText('$7,100.28')).toBeTruthy();
    expect(screen.getByText('Welcome, Blair Broker · Blue Line Freight')).toBeTruthy();
    // Two currencies: each block under its code, never added together.
    expect(within(card('invoices')).getByText('USD')).toBeTruthy();
    expect(within(card('invoices')).getByText('CAD')).toBeTruthy();
    expect(figure('approved-2').textContent).toContain('CA$12,013.55');
    expect(figure('approved-2').textContent).toContain('4 invoices');
    expect(figure('held-1').getAttribute('href')).toBe('/payor/invoices?status=5&status=10&status=11&status=6');
    expect(figure('pending-1').getAttribute('href')).toBe('/payor/invoices?status=1');
    expect(within(card('invoices')).getByRole('link', { name: 'Upload invoices' }).getAttribute('href')).toBe(
      '/payor/invoices/upload',
    );

    // The next draft: the server's date and amount, what waits for a later one, and the last draft.
    const drafts = card('drafts');
    expect(await within(drafts).findByText('Drafted weekly, on Fridays')).toBeTruthy();
    expect(figure('next-1').textContent).toContain('$1,500.00');
    expect(figure('next-1').textContent).toContain('Dec 4, 2026 · 2 payments');
    expect(figure('next-1').textContent).toContain('Less $100.00 in credit notes');
    expect(figure('next-1').getAttribute('href')).toBe('/payor/payments?drafted=false');
    expect(within(drafts).getByText('$250.50 more waits for a later draft.')).toBeTruthy();
    expect(figure('last-1').textContent).toContain('$987.65');
    expect(figure('last-1').getAttribute('href')).toBe('/payor/payments?draftId=0123456789abcdef0123');

    expect(await within(card('batches')).findByText('$4,312.00')).toBeTruthy();
    expect(within(card('batches')).getByText('2 batches wait for your release.')).toBeTruthy();
    expect(within(card('batches')).getByRole('link', { name: 'Review batches →' }).getAttribute('href')).toBe(
      '/payor/reports/invoice-review',
    );

    const alerts = card('alerts');
    const carrier = await within(alerts).findByRole('link', { name: 'Gulf Shore Trucking Co' });
    expect(carrier.getAttribute('href')).toBe('/payor/highway-alerts?alert=9');
    expect(within(alerts).getByText('Holding invoices')).toBeTruthy();
    expect(within(alerts).getByText('2 invoices held')).toBeTruthy();
    expect(backend.calls).toContain('/api/v1/core/payor/highway_alerts?status=1&status=3&status=2&pageSize=3');
  });

  it('shows a shipper only what its pages open: no batches, no alerts, and asks for neither', async () => {
    backend.user = shipper();
    await visitDashboard();
    expect(await within(card('invoices')).findByText('$7,100.28')).toBeTruthy();
    expect(within(card('invoices')).queryByRole('link', { name: 'Upload invoices' })).toBeNull();
    expect(document.querySelector('[data-card="batches"]')).toBeNull();
    expect(document.querySelector('[data-card="alerts"]')).toBeNull();
    expect(asked('/payor/report/invoice_batch_review')).toBe(false);
    expect(asked('/payor/highway_alerts')).toBe(false);
  });

  it('says nothing waits, and when the schedule drafts next', async () => {
    backend.totals = [];
    backend.schedule = { ...weeklySchedule, upcoming: [], lastDrafts: [] };
    await visitDashboard();
    expect(
      await within(card('invoices')).findByText('Nothing waits on you: no invoice to review, to be paid or on hold.'),
    ).toBeTruthy();
    expect(
      await within(card('drafts')).findByText(
        'No payment waits to be drafted. Your next draft day is December 4, 2026.',
      ),
    ).toBeTruthy();
    expect(within(card('drafts')).getByText('No draft in the past year.')).toBeTruthy();
  });

  it('says when a card could not be loaded, and loads it again on Try again', async () => {
    backend.totalsFail = true;
    await visitDashboard();
    const invoices = card('invoices');
    expect(await within(invoices).findByText('The invoices waiting on you could not be loaded.')).toBeTruthy();
    // The other cards do not wait for it.
    expect(await within(card('drafts')).findByText('$1,500.00')).toBeTruthy();
    backend.totalsFail = false;
    await act(async () => within(invoices).getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(within(invoices).getByText('$7,100.28')).toBeTruthy());
  });
});
