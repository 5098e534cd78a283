import { beforeAll, describe, expect, it } from 'vitest';
import { getRelationship } from '#functions/repositories/relationships.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { VerificationMethod } from '#shared/enums/relationship.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type {
  ContactInfo,
  PayeeRelationship,
  RelationshipsPage,
  RelationshipTerms,
  UnclaimedRelationships,
} from '#shared/schemas/payee-relationships.ts';
import { ApiSession, ifMatch } from '#test/support/api-session.ts';
import { type CarrierWorld, carrierWorld, driverOf, invoiceFrom, json } from './relationship-fixtures.ts';

const path = (template: string, id: number) => fillPath(template, { id });

describe('payee relationships: reading', () => {
  let carrier: ApiSession;
  let world: CarrierWorld;

  beforeAll(async () => {
    [carrier, world] = await Promise.all([
      ApiSession.signIn('carrier@demo.test').then((s) => s.session),
      carrierWorld(),
    ]);
  });

  it("lists the demo carrier's payors with terms, currency and open invoices", async () => {
    const page = await json<RelationshipsPage>(await carrier.request('core', corePaths.payeeRelationships));
    // Other test files may add payors to the demo carrier: the demo's five are there, A to Z.
    const names = page.items.map((r) => r.payor.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Great Plains Brokerage',
        'Gulf Coast Logistics',
        'Prairie Grain Co.',
        'Redline Logistics',
        'Summit Freight Brokers',
      ]),
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const redline = page.items.find((r) => r.id === 1);
    expect(redline).toMatchObject({
      isClaimed: true,
      preVerified: false,
      payor: { id: demoCompanies.broker.id, currencyType: { id: 1 } },
      defaultPaymentTerm: { paymentType: PaymentType.QuickPay, termDays: 2, feeBps: 250, isQuickPay: true },
      discountRate: 250,
      payPeriod: 2,
      assignedFactor: null,
    });
    expect(redline?.availablePaymentTerms.map((t) => [t.paymentType, t.isQuickPay])).toEqual([
      [PaymentType.StandardPay, false],
      [PaymentType.QuickPay, true],
      [PaymentType.GuaranteedOnTimePay, false],
    ]);
    // The demo invoices in open statuses belong to the two claimed payors.
    const open = page.items.filter((r) => r.isClaimed).reduce((sum, r) => sum + r.availableInvoiceCount, 0);
    expect(open).toBeGreaterThan(0);
  });

  it('filters by claimed state and payor name, sorts and pages', async () => {
    const unclaimed = await json<RelationshipsPage>(
      await carrier.request('core', `${corePaths.payeeRelationships}?isClaimed=false`),
    );
    expect(unclaimed.items.every((r) => !r.isClaimed)).toBe(true);
    expect(unclaimed.items.map((r) => r.id)).toEqual(expect.arrayContaining([5]));
    const search = await json<RelationshipsPage>(
      await carrier.request('core', `${corePaths.payeeRelationships}?q=SUMMIT`),
    );
    expect(search.items.map((r) => r.payor.name)).toEqual(['Summit Freight Brokers']);
    const all = await json<RelationshipsPage>(
      await carrier.request('core', `${corePaths.payeeRelationships}?sortField=payorName&sortAsc=false&pageSize=200`),
    );
    const paged = await json<RelationshipsPage>(
      await carrier.request(
        'core',
        `${corePaths.payeeRelationships}?pageSize=2&page=2&sortField=payorName&sortAsc=false`,
      ),
    );
    expect(paged).toMatchObject({ page: 2, pageSize: 2, totalCount: all.totalCount, hasMore: all.totalCount > 4 });
    expect(paged.items.map((r) => r.id)).toEqual(all.items.slice(2, 4).map((r) => r.id));
    const cad = await json<RelationshipsPage>(
      await carrier.request('core', `${corePaths.payeeRelationships}?sessionCurrencyId=2`),
    );
    expect(cad.items.every((r) => r.payor.currencyType.id === 2)).toBe(true);
    expect(cad.items.map((r) => r.id)).not.toContain(1);
  });

  it('refuses a bad list query with errors by field', async () => {
    const response = await carrier.request('core', `${corePaths.payeeRelationships}?sortField=secret&pageSize=0`);
    expect(response.status).toBe(400);
    const body = await json<ApiError>(response);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['pageSize', 'sortField']);
  });

  it('shows one relationship, and 404 for another carrier’s id or an unknown one', async () => {
    const own = await json<PayeeRelationship>(await carrier.request('core', path(corePaths.payeeRelationship, 2)));
    expect(own).toMatchObject({ id: 2, payor: { name: 'Prairie Grain Co.' }, isClaimed: true });
    for (const id of [world.rel.first.id, 999_999_999]) {
      const response = await carrier.request('core', path(corePaths.payeeRelationship, id));
      expect(response.status).toBe(404);
      const body = await json<ApiError>(response);
      expect(JSON.stringify(body)).not.toContain(world.payors[0]?.name);
    }
    expect((await carrier.request('core', '/payee/payee_relationships/abc')).status).toBe(400);
  });

  it('groups unclaimed relationships by contact method, masked, with the payout account', async () => {
    const unclaimed = await json<UnclaimedRelationships>(
      await carrier.request('core', corePaths.payeeUnclaimedRelationships),
    );
    expect(unclaimed.relationships.every((r) => !r.isClaimed)).toBe(true);
    const demoMethods = unclaimed.contactMethods.filter((m) => m.id <= 3);
    expect(demoMethods.map(({ payeeRelationshipIds: _ids, ...method }) => method)).toEqual([
      {
        id: 1,
        kind: 'email',
        destination: 'b•••••g@lonestarfreight.test',
        verificationMethods: [VerificationMethod.Email],
        isPreVerified: false,
      },
      {
        id: 2,
        kind: 'phone',
        destination: '(•••) •••-0199',
        verificationMethods: [VerificationMethod.Text, VerificationMethod.Voice],
        isPreVerified: false,
      },
      {
        id: 3,
        kind: 'phone',
        destination: '(•••) •••-0142',
        verificationMethods: [VerificationMethod.Text, VerificationMethod.Voice],
        isPreVerified: false,
      },
    ]);
    // Each group lists exactly the unclaimed relationships that contact method can verify.
    for (const method of unclaimed.contactMethods) {
      const expected = unclaimed.relationships.filter((r) => r.contactMethodIds.includes(method.id)).map((r) => r.id);
      expect([...method.payeeRelationshipIds].sort()).toEqual(expected.sort());
    }
    // The dispatch phone verifies Summit (3) and Gulf Coast (4), the billing email those and more.
    expect([...(unclaimed.contactMethods.find((m) => m.id === 3)?.payeeRelationshipIds ?? [])].sort()).toEqual([3, 4]);
    expect(unclaimed.payoutAccount).toMatchObject({ id: 1, name: 'Operating account' });
  });

  it('lists contact info masked, never the full address or number', async () => {
    const response = await carrier.request('core', corePaths.payeeRelationshipContactInfo);
    const text = await response.text();
    expect(text).not.toContain('billing@');
    expect(text).not.toContain('5550142');
    const info = JSON.parse(text) as ContactInfo;
    expect(info.contactMethods.map((m) => m.destination)).toEqual([
      'b•••••g@lonestarfreight.test',
      '(•••) •••-0199',
      '(•••) •••-0142',
    ]);
  });

  it('gives the terms of service facts for a payor: Texas law, Dallas County, its payment terms', async () => {
    const terms = await json<RelationshipTerms>(
      await carrier.request('core', path(corePaths.payeeRelationshipTerms, 3)),
    );
    expect(terms).toMatchObject({
      relationshipId: 3,
      payor: { name: 'Summit Freight Brokers' },
      governingLaw: { state: 'Texas', county: 'Dallas County' },
      freeQuickPayCount: 2,
      acceptedAt: null,
    });
    expect(terms.paymentTerms.map((t) => t.paymentType)).toEqual([PaymentType.StandardPay, PaymentType.QuickPay]);
    expect((await carrier.request('core', path(corePaths.payeeRelationshipTerms, world.rel.first.id))).status).toBe(
      404,
    );
  });

  it('counts a relationship’s open invoices and their gross amount, not paid or removed ones', async () => {
    await invoiceFrom(world, world.rel.claimed, { grossCents: 120_000, status: InvoiceStatus.Approved });
    await invoiceFrom(world, world.rel.claimed, { grossCents: 30_050, status: InvoiceStatus.Pending });
    await invoiceFrom(world, world.rel.claimed, { grossCents: 99_999, status: InvoiceStatus.Removed });
    const view = await json<PayeeRelationship>(
      await world.admin.request('core', path(corePaths.payeeRelationship, world.rel.claimed.id)),
    );
    expect(view).toMatchObject({ availableInvoiceCount: 2, availableInvoiceAmount: 150_050 });
  });
});

describe('payee relationships: the default payment term', () => {
  let world: CarrierWorld;
  beforeAll(async () => {
    world = await carrierWorld();
  });

  /** A change made on the relationship as `session` sees it now (none for one it cannot see: 404 first). */
  const put = async (session: ApiSession, id: number, change: unknown) => {
    const loaded = await session.request('core', path(corePaths.payeeRelationship, id));
    const headers = loaded.status === 200 ? ifMatch((await json<PayeeRelationship>(loaded)).version) : {};
    return session.request('core', path(corePaths.payeeRelationship, id), { method: 'PUT', json: change, headers });
  };

  it('changes the default term of a claimed relationship', async () => {
    const response = await put(world.admin, world.rel.claimed.id, { paymentType: PaymentType.QuickPay });
    expect(response.status).toBe(200);
    const view = await json<PayeeRelationship>(response);
    expect(view.defaultPaymentTerm).toMatchObject({ paymentType: PaymentType.QuickPay, feeBps: 200, termDays: 2 });
    expect((await getRelationship(world.payee.id, world.rel.claimed.id))?.paymentType).toBe(PaymentType.QuickPay);
    const gotp = await put(world.admin, world.rel.claimed.id, { paymentType: PaymentType.GuaranteedOnTimePay });
    expect((await json<PayeeRelationship>(gotp)).payPeriod).toBe(15);
  });

  it('refuses a term the payor does not offer, with a field error', async () => {
    const response = await put(world.admin, world.rel.first.id, { paymentType: PaymentType.GuaranteedOnTimePay });
    expect(response.status).toBe(400);
    expect((await json<ApiError>(response)).errors).toEqual({
      paymentType: ['This payor does not offer that payment term.'],
    });
  });

  it('refuses to change an unclaimed relationship (409) and bad input (400 by field)', async () => {
    expect((await put(world.admin, world.rel.first.id, { paymentType: PaymentType.QuickPay })).status).toBe(409);
    const bad = await put(world.admin, world.rel.claimed.id, { paymentType: 9 });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<ApiError>(bad)).errors ?? {})).toEqual(['paymentType']);
    const empty = await put(world.admin, world.rel.claimed.id, {});
    expect(empty.status).toBe(400);
  });

  it('answers 404 for another carrier’s relationship and changes nothing', async () => {
    const carrier = (await ApiSession.signIn('carrier@demo.test')).session;
    const response = await put(carrier, world.rel.claimed.id, { paymentType: PaymentType.StandardPay });
    expect(response.status).toBe(404);
    const own = await put(world.admin, 1, { paymentType: PaymentType.StandardPay });
    expect(own.status).toBe(404);
    expect((await getRelationship(1001, 1))?.paymentType).toBe(PaymentType.QuickPay);
  });

  it('refuses a driver-only user (403): relationships are payee-level, as the web’s menu shows them', async () => {
    const driver = await driverOf(world.payee);
    expect((await driver.request('core', path(corePaths.payeeRelationship, world.rel.claimed.id))).status).toBe(403);
    expect((await driver.request('core', corePaths.payeeRelationships)).status).toBe(403);
    expect((await driver.request('core', corePaths.payeeUnclaimedRelationships)).status).toBe(403);
    expect((await put(driver, world.rel.claimed.id, { paymentType: PaymentType.StandardPay })).status).toBe(403);
  });
});
