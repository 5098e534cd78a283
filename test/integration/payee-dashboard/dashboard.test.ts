import { describe, expect, it } from 'vitest';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { Dashboard } from '#shared/schemas/payee-dashboard.ts';
import { ApiSession } from '../../support/api-session.ts';
import {
  approvedFields,
  bankAccount,
  company,
  dashboardWorld,
  invoice,
  json,
  relationship,
  signedIn,
} from './dashboard-fixtures.ts';

const dashboard = (session: ApiSession, query = '') => session.request('core', `${corePaths.payeeDashboard}${query}`);

async function figures(session: ApiSession, query = ''): Promise<Dashboard> {
  const response = await dashboard(session, query);
  expect(response.status).toBe(200);
  return json<Dashboard>(response);
}

describe('GET payee/dashboard', () => {
  it('totals the carrier’s open invoices per tab: all payors, brokers (factored ones too), shippers', async () => {
    const world = await dashboardWorld();
    await invoice(world.brokerRel, { grossCents: 100_000, netCents: 100_000 });
    await invoice(world.brokerRel, approvedFields(200_000));
    await invoice(world.factoredRel, { status: InvoiceStatus.PendingReissue, grossCents: 30_000, netCents: 30_000 });
    await invoice(world.shipperRel, { status: InvoiceStatus.Held, grossCents: 40_000, netCents: 40_000 });
    await invoice(world.shipperRel, { status: InvoiceStatus.MissingBank, grossCents: 50_000, netCents: 48_500 });
    await invoice(world.shipperRel, { status: InvoiceStatus.Paid, grossCents: 999_900, netCents: 999_900 });
    await invoice(world.uncategorisedRel, { grossCents: 7_000, netCents: 7_000 });

    const all = await figures(world.admin);
    expect(all.payorKindId).toBeNull();
    expect(all.invoices.totals).toEqual([
      {
        currencyId: Currency.USD,
        approvedCents: 200_000,
        approvedCount: 1,
        heldCents: 118_500,
        heldCount: 3,
        pendingCents: 107_000,
        pendingCount: 2,
      },
    ]);
    expect(all.invoices.held).toEqual([
      { currencyId: Currency.USD, statusId: InvoiceStatus.Held, count: 1, netCents: 40_000 },
      { currencyId: Currency.USD, statusId: InvoiceStatus.PendingReissue, count: 1, netCents: 30_000 },
      { currencyId: Currency.USD, statusId: InvoiceStatus.MissingBank, count: 1, netCents: 48_500 },
    ]);
    expect(all.relationships).toEqual({ claimedCount: 4, unclaimedCount: 0 });

    const brokers = await figures(world.admin, '?payorKindId=1');
    expect(brokers.payorKindId).toBe(1);
    expect(brokers.invoices.totals).toEqual([
      {
        currencyId: Currency.USD,
        approvedCents: 200_000,
        approvedCount: 1,
        heldCents: 30_000,
        heldCount: 1,
        pendingCents: 100_000,
        pendingCount: 1,
      },
    ]);
    expect(brokers.relationships).toEqual({ claimedCount: 2, unclaimedCount: 0 });

    const shippers = await figures(world.admin, '?payorKindId=2');
    expect(shippers.invoices.totals).toEqual([
      {
        currencyId: Currency.USD,
        approvedCents: 0,
        approvedCount: 0,
        heldCents: 88_500,
        heldCount: 2,
        pendingCents: 0,
        pendingCount: 0,
      },
    ]);
    expect(shippers.wallet.held).toEqual([
      { currencyId: Currency.USD, heldCents: 88_500, heldCount: 2, missingBankCents: 48_500, missingBankCount: 1 },
    ]);
    expect(shippers.relationships).toEqual({ claimedCount: 1, unclaimedCount: 0 });
  });

  it('keeps to the shell’s currency filter and counts unclaimed relationships of the tab', async () => {
    const world = await dashboardWorld();
    const cadShipper = await company(CompanyType.Payor, { payorTypeId: 3 });
    const cadRel = await relationship(world.payee, cadShipper, { currencyId: Currency.CAD });
    await relationship(world.payee, cadShipper, { isClaimed: false, claimedAt: null });
    await invoice(cadRel, { grossCents: 12_345, netCents: 12_345, currencyId: Currency.CAD });
    await invoice(world.shipperRel, { grossCents: 10_000, netCents: 10_000 });

    const both = await figures(world.admin, '?payorKindId=2');
    expect(both.invoices.totals.map((t) => [t.currencyId, t.pendingCents])).toEqual([
      [Currency.USD, 10_000],
      [Currency.CAD, 12_345],
    ]);
    expect(both.relationships).toEqual({ claimedCount: 2, unclaimedCount: 1 });
    const cad = await figures(world.admin, `?payorKindId=2&sessionCurrencyId=${Currency.CAD}`);
    expect(cad.invoices.totals.map((t) => [t.currencyId, t.pendingCents])).toEqual([[Currency.CAD, 12_345]]);
    const allCad = await figures(world.admin, `?sessionCurrencyId=${Currency.CAD}`);
    expect(allCad.invoices.totals.map((t) => t.currencyId)).toEqual([Currency.CAD]);
  });

  it('lists the wallet’s accounts, active first, and the held amount', async () => {
    const world = await dashboardWorld();
    await bankAccount(world.payee.id, { name: 'Old account', status: BankAccountStatus.Rejected });
    await bankAccount(world.payee.id, { name: 'New account', status: BankAccountStatus.PendingVerification });
    await bankAccount(world.payee.id, { name: 'Operating', status: BankAccountStatus.Active });
    await invoice(world.brokerRel, { status: InvoiceStatus.MissingBank, grossCents: 5_000, netCents: 5_000 });

    const body = await figures(world.admin);
    expect(body.wallet.bankAccounts.map((a) => [a.name, a.isPending])).toEqual([
      ['Operating', false],
      ['New account', true],
      ['Old account', false],
    ]);
    expect(body.wallet).toMatchObject({
      activeCount: 1,
      pendingCount: 1,
      held: [{ currencyId: Currency.USD, heldCents: 5_000, missingBankCents: 5_000, missingBankCount: 1 }],
    });
  });

  it('answers a carrier without invoices with empty figures', async () => {
    const payee = await company(CompanyType.Payee);
    const admin = await signedIn(payee, [Role.PayeeAdmin]);
    const body = await figures(admin, '?payorKindId=1');
    expect(body).toEqual({
      payorKindId: 1,
      invoices: { totals: [], held: [] },
      relationships: { claimedCount: 0, unclaimedCount: 0 },
      wallet: { bankAccounts: [], activeCount: 0, pendingCount: 0, held: [] },
    });
  });

  it('gives the demo carrier’s figures; All payors is the sum of its broker and shipper tabs', async () => {
    const { session } = await ApiSession.signIn('carrier@demo.test');
    const [all, brokers, shippers] = await Promise.all([
      figures(session),
      figures(session, '?payorKindId=1'),
      figures(session, '?payorKindId=2'),
    ]);
    const usd = (d: Dashboard) => d.invoices.totals.find((t) => t.currencyId === Currency.USD);
    for (const key of ['approvedCents', 'heldCents', 'pendingCents', 'pendingCount'] as const) {
      expect(usd(all)?.[key]).toBe((usd(brokers)?.[key] ?? 0) + (usd(shippers)?.[key] ?? 0));
    }
    expect(usd(shippers)?.approvedCount).toBeGreaterThan(0);
    expect(all.wallet.bankAccounts.some((a) => a.name === 'Operating account')).toBe(true);
    expect(brokers.relationships.unclaimedCount).toBeGreaterThan(0);
  });

  it('refuses a payor kind other than broker or shipper, and malformed filters, with field errors', async () => {
    const world = await dashboardWorld();
    for (const query of ['?payorKindId=3', '?payorKindId=abc', '?payorKindId=1.5', '?sessionCurrencyId=0']) {
      const response = await dashboard(world.admin, query);
      expect(response.status, query).toBe(400);
      const body = await json<ApiError>(response);
      const field = query.slice(1).split('=')[0] ?? '';
      expect(body.errors?.[field]?.length, query).toBeGreaterThan(0);
    }
  });

  it('is refused to a driver-only user and to other company types (403, no data)', async () => {
    const world = await dashboardWorld();
    await invoice(world.brokerRel, approvedFields());
    const driver = await signedIn(world.payee, [Role.PayeeDriver]);
    const driverResponse = await dashboard(driver);
    expect(driverResponse.status).toBe(403);
    expect(await driverResponse.text()).not.toContain('approvedCents');
    const billing = await signedIn(world.payee, [Role.PayeeBilling]);
    expect((await dashboard(billing)).status).toBe(200);
    const { session: broker } = await ApiSession.signIn('broker@demo.test');
    expect((await dashboard(broker)).status).toBe(403);
    expect((await new ApiSession().request('core', corePaths.payeeDashboard)).status).toBe(401);
  });

  it('follows an invoice’s term election at once: QuickPay’s fee lowers the pending net', async () => {
    const world = await dashboardWorld();
    const pending = await invoice(world.shipperRel);
    const before = await figures(world.admin, '?payorKindId=2');
    expect(before.invoices.totals[0]?.pendingCents).toBe(100_000);
    const elected = await world.admin.request('core', fillPath(corePaths.payeeInvoice, { id: pending.id }), {
      method: 'PUT',
      json: { paymentTypeId: PaymentType.QuickPay },
    });
    expect(elected.status).toBe(200);
    // The shipper's QuickPay fee is 4 %: $40.00 of $1,000.00.
    const after = await figures(world.admin, '?payorKindId=2');
    expect(after.invoices.totals[0]?.pendingCents).toBe(96_000);
  });
});
