// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyType } from '#shared/enums/company-type.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { type FactorClient, type FactorDebtorList, HoldResolution } from '#shared/schemas/factor-clients.ts';
import { App } from '#web/app/app.tsx';
import { allowCookiesCookieName } from '#web/components/layouts/cookie-consent-banner.tsx';
import { loadRuntimeConfig } from '#web/config/runtime-config.ts';
import { writeCookie } from '#web/lib/cookies.ts';
import { jsonAnswer, makeUser, setUpI18n, shellFetch } from '../support.tsx';

/** A client another factor holds: one debtor held until the factors agree, one in a new NOA's window. */
const client: FactorClient = {
  id: 1601,
  name: 'Guadalupe Valley Transport LLC',
  mcNumber: '561234',
  dotNumber: null,
  factorOfRecord: 'otherFactor',
  debtors: [
    {
      payeeRelationshipId: 1611,
      debtorId: 2601,
      debtorName: 'Brazos Bend Logistics',
      coolingOffUntil: null,
      holds: [
        {
          reasonId: HoldReason.GLOBAL_FACTOR_MISMATCH,
          since: '2026-11-20T15:00:00.000Z',
          resolvedBy: HoldResolution.FactorsAgree,
        },
      ],
    },
    {
      payeeRelationshipId: 1612,
      debtorId: 2602,
      debtorName: 'Red River Freight Brokers',
      coolingOffUntil: '2026-12-02T15:00:00.000Z',
      holds: [],
    },
  ],
};

const debtors: FactorDebtorList = {
  items: [
    {
      id: 2601,
      name: 'Brazos Bend Logistics',
      clients: [{ clientId: 1601, clientName: client.name }],
      totals: [
        {
          currencyId: 1,
          open: { count: 3, cents: 460_400 },
          approved: { count: 2, cents: 364_000 },
          held: { count: 0, cents: 0 },
        },
      ],
    },
    {
      id: 2001,
      name: 'Redline Logistics',
      clients: [{ clientId: 1001, clientName: 'Blue Ridge Haulers' }],
      totals: [],
    },
  ],
};

const answers: Record<string, unknown> = {
  '/api/v1/core/factor/payee_relationships/1601': client,
  '/api/v1/core/factor/payors': debtors,
  '/api/v1/core/factor/noa_documents': { items: [] },
};

const user = makeUser(CompanyType.Factor, { name: 'Frankie Factor' });
const shell = shellFetch({ user });

function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const { pathname } = new URL(String(input), window.location.origin);
  const answer = answers[pathname];
  return answer ? Promise.resolve(jsonAnswer(answer)) : shell(input);
}

function visit(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
}

beforeAll(async () => {
  await setUpI18n();
  vi.spyOn(globalThis, 'fetch').mockImplementation(fakeFetch);
  await loadRuntimeConfig().catch(() => null);
});

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(fakeFetch);
  writeCookie(allowCookiesCookieName, 'true', 365 * 86_400);
});

afterEach(() => {
  cleanup();
});

// The whole app starts for each test (its shell and lazy pages): seconds on a loaded machine.
const slow = { timeout: 10_000 };

describe("the factor's screens (issue 16)", { timeout: 30_000 }, () => {
  it("show a client's holds with their reason and what releases them, and a new NOA's window", async () => {
    visit('/factor/payee-relationships/1601');
    expect(await screen.findByRole('heading', { level: 1, name: client.name }, slow)).toBeTruthy();
    expect(screen.getByText('MC 561234 · DOT —')).toBeTruthy();
    expect(screen.getByText('Another factor')).toBeTruthy();
    const [held, cooling] = screen.getAllByTestId('factor-client-debtor');
    expect(within(held as HTMLElement).getByText('Factor does not match the factor of record')).toBeTruthy();
    expect(
      within(held as HTMLElement).getByText(
        'Released when: an NOA or LOR makes the assigned factor and the factor of record agree',
      ),
    ).toBeTruthy();
    expect(within(cooling as HTMLElement).getByText(/^New notice: payments start after Dec 2, 2026/)).toBeTruthy();
    expect(within(cooling as HTMLElement).getByText('Not held')).toBeTruthy();
  });

  it('list the debtors with their intake address and amounts, and None for a debtor without any', async () => {
    visit('/factor/payors');
    const rows = await screen.findAllByTestId('factor-debtor-row', {}, slow);
    expect(rows).toHaveLength(2);
    const [brazos, redline] = rows as [HTMLElement, HTMLElement];
    expect(within(brazos).getByText('NOA email')).toBeTruthy();
    expect(within(brazos).getByText('debtor-2601@noa.lanepay.example.com')).toBeTruthy();
    expect(within(brazos).getByText('$4,604.00')).toBeTruthy();
    expect(within(brazos).getByText('$3,640.00')).toBeTruthy();
    expect(within(redline).getAllByText('None')).toHaveLength(3);
    expect(within(brazos).getByRole('link', { name: 'Brazos Bend Logistics' }).getAttribute('href')).toBe(
      '/factor/invoices?payorId=2601',
    );
  });
});
