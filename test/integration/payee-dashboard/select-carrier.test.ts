import { describe, expect, it } from 'vitest';
import { getCompany } from '#functions/repositories/companies.ts';
import { getInvoice } from '#functions/repositories/invoices.ts';
import { getRelationship } from '#functions/repositories/relationships.ts';
import { getSelectCarrierMembership } from '#functions/repositories/select-carrier.ts';
import { corePaths } from '#shared/api/paths.ts';
import { addDays } from '#shared/dates/calendar-date.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import type { SelectCarrier, SelectCarrierAccepted } from '#shared/schemas/payee-dashboard.ts';
import type { PayorInvoice } from '#shared/schemas/payor-invoices.ts';
import { ApiSession } from '../../support/api-session.ts';
import {
  approvedFields,
  brokerTerms,
  company,
  dashboardWorld,
  invoice,
  json,
  relationship,
  signedIn,
  today,
} from './dashboard-fixtures.ts';

const offer = (session: ApiSession) => session.request('core', corePaths.payeeSelectCarrier);
const accept = (session: ApiSession, body: unknown) =>
  session.request('core', corePaths.payeeSelectCarrier, { method: 'PUT', json: body });

describe('GET payee/select_carrier', () => {
  it('offers the configured rate (3 % by default), which payors qualify and which invoices would move', async () => {
    const world = await dashboardWorld();
    const older = await invoice(world.brokerRel, { dates: { uploaded: addDays(today, -9) } });
    await invoice(world.brokerRel, approvedFields(50_000));
    await invoice(world.shipperRel);
    const response = await offer(world.admin);
    expect(response.status).toBe(200);
    const body = await json<SelectCarrier>(response);
    expect(body).toMatchObject({
      badge: 'offer',
      isRateAccepted: false,
      rateBps: 300,
      ratePercentage: 3,
      acceptedRateBps: null,
      acceptedAt: null,
      connectionHours: 24,
      eligibleInvoices: { count: 2, byCurrency: [{ currencyId: 1, grossCents: 150_000 }] },
    });
    // Sorted by fee: both brokers at 2.5 %, the shipper at 4 %; the payor without terms offers no QuickPay.
    expect(body.payors.map((p) => [p.payorName, p.percentageFee, p.qualifies])).toEqual(
      [
        [world.broker.name, 2.5, true],
        [world.factoredBroker.name, 2.5, true],
        [world.shipper.name, 4, false],
      ].sort((a, b) => Number(a[1]) - Number(b[1]) || String(a[0]).localeCompare(String(b[0]))),
    );
    expect(older.paymentType).toBe(PaymentType.StandardPay);
  });

  it('shows a factored carrier the factored badge and a billing user the disabled one; drivers get 403', async () => {
    const payee = await company(CompanyType.Payee);
    const payor = await company(CompanyType.Payor, { payorTypeId: 1, payorTerms: brokerTerms });
    await relationship(payee, payor, { assignedFactorId: 3001, factorName: 'Alamo Capital Factoring' });
    const admin = await signedIn(payee, [Role.PayeeAdmin]);
    const factored = await json<SelectCarrier>(await offer(admin));
    expect(factored.badge).toBe('factored');
    expect(factored.payors).toEqual([
      expect.objectContaining({ payorName: payor.name, qualifies: false, isFactored: true }),
    ]);

    const world = await dashboardWorld();
    const billing = await signedIn(world.payee, [Role.PayeeBilling]);
    expect((await json<SelectCarrier>(await offer(billing))).badge).toBe('disabled');
    const driver = await signedIn(world.payee, [Role.PayeeDriver]);
    expect((await offer(driver)).status).toBe(403);
  });
});

describe('PUT payee/select_carrier', () => {
  it('needs the terms accepted: 400 with the error on isTermsAccepted', async () => {
    const world = await dashboardWorld();
    for (const body of [{}, { isTermsAccepted: false }, { isTermsAccepted: 'yes' }]) {
      const response = await accept(world.admin, body);
      expect(response.status).toBe(400);
      const error = await json<ApiError>(response);
      expect(error.errors?.isTermsAccepted).toEqual(['You must agree to Terms of Service.']);
    }
    const malformed = await world.admin.request('core', corePaths.payeeSelectCarrier, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"isTermsAccepted":',
    });
    expect(malformed.status).toBe(400);
    expect(await getSelectCarrierMembership(world.payee.id)).toBeNull();
  });

  it('is for a PayeeAdmin only (403 for billing and drivers, no membership written)', async () => {
    const world = await dashboardWorld();
    for (const roles of [[Role.PayeeBilling], [Role.PayeeDriver]]) {
      const session = await signedIn(world.payee, roles);
      expect((await accept(session, { isTermsAccepted: true })).status).toBe(403);
    }
    expect(await getSelectCarrierMembership(world.payee.id)).toBeNull();
    const noCsrf = await world.admin.request('core', corePaths.payeeSelectCarrier, {
      method: 'PUT',
      json: { isTermsAccepted: true },
      headers: { 'x-csrf-token': 'wrong' },
    });
    expect(noCsrf.status).toBe(403);
  });

  it('joins: records the rate, sets isRateAccepted and moves qualifying invoices to QuickPay, free ones first', async () => {
    const world = await dashboardWorld();
    const oldest = await invoice(world.brokerRel, { dates: { uploaded: addDays(today, -9) } });
    const approved = await invoice(world.brokerRel, approvedFields(50_000));
    const scheduled = await invoice(world.brokerRel, {
      ...approvedFields(70_000),
      dates: { ...approvedFields().dates, paymentScheduled: addDays(today, 1) },
    });
    const held = await invoice(world.brokerRel, { status: InvoiceStatus.Held });
    const shipper = await invoice(world.shipperRel);
    const factored = await invoice(world.factoredRel);

    const response = await accept(world.admin, { isTermsAccepted: true });
    expect(response.status).toBe(200);
    const body = await json<SelectCarrierAccepted>(response);
    expect(body).toMatchObject({
      badge: 'member',
      isRateAccepted: true,
      acceptedRateBps: 300,
      electedInvoiceCount: 3,
      eligibleInvoices: { count: 0 },
    });

    const first = await getInvoice(oldest.id);
    expect(first).toMatchObject({ paymentType: PaymentType.QuickPay, isFreeQuickPay: true, feeCents: 0 });
    expect(first?.termElection?.paymentType).toBe(PaymentType.QuickPay);
    // 2.5 % of $500.00, and the approved invoice's term is locked from now on.
    expect(await getInvoice(approved.id)).toMatchObject({ paymentType: PaymentType.QuickPay, feeCents: 1_250 });
    expect((await getInvoice(factored.id))?.paymentType).toBe(PaymentType.QuickPay);
    for (const untouched of [scheduled, held, shipper]) {
      expect((await getInvoice(untouched.id))?.paymentType, String(untouched.id)).toBe(PaymentType.StandardPay);
    }
    expect((await getRelationship(world.payee.id, world.brokerRel.id))?.freeQuickPaysRemaining).toBe(0);

    expect((await getCompany(world.payee.id))?.isRateAccepted).toBe(true);
    const me = await world.admin.request('core', corePaths.currentUser);
    expect((await json<CurrentUser>(me)).payeeDetails).toEqual({ isRateAccepted: true });
  });

  it('is idempotent: accepting again keeps the first acceptance and moves nothing twice', async () => {
    const world = await dashboardWorld();
    await invoice(world.brokerRel);
    const first = await json<SelectCarrierAccepted>(await accept(world.admin, { isTermsAccepted: true }));
    expect(first.electedInvoiceCount).toBe(1);
    const second = await accept(world.admin, { isTermsAccepted: true });
    expect(second.status).toBe(200);
    const again = await json<SelectCarrierAccepted>(second);
    expect(again).toMatchObject({ electedInvoiceCount: 0, acceptedAt: first.acceptedAt, acceptedRateBps: 300 });
    const membership = await getSelectCarrierMembership(world.payee.id);
    expect(membership).toMatchObject({ rateBps: 300, acceptedAt: first.acceptedAt, termsVersion: '2026-01' });
  });

  it('makes a member’s new invoices arrive on QuickPay when the payor’s fee is at or below its rate', async () => {
    const world = await dashboardWorld();
    const [brokerSession, shipperSession] = await Promise.all([
      signedIn(world.broker, [Role.PayorSubmission]),
      signedIn(world.shipper, [Role.PayorSubmission]),
    ]);
    const submit = (session: ApiSession, payeeRelationshipId: number, number: string) =>
      session.request('core', corePaths.payorInvoices, {
        method: 'POST',
        json: { payeeRelationshipId, invoiceNumber: number, loadNumber: `L-${number}`, grossCents: 200_000 },
      });

    const before = await submit(brokerSession, world.brokerRel.id, `B1-${world.payee.id}`);
    expect((await json<PayorInvoice>(before)).paymentTypeId).toBe(PaymentType.StandardPay);

    expect((await accept(world.admin, { isTermsAccepted: true })).status).toBe(200);
    const fromBroker = await submit(brokerSession, world.brokerRel.id, `B2-${world.payee.id}`);
    expect(fromBroker.status).toBe(201);
    // The relationship's free QuickPay went to the invoice elected on joining: this one pays the fee.
    expect(await json<PayorInvoice>(fromBroker)).toMatchObject({
      paymentTypeId: PaymentType.QuickPay,
      feeCents: 5_000,
      netCents: 195_000,
    });
    const fromShipper = await submit(shipperSession, world.shipperRel.id, `S1-${world.payee.id}`);
    expect((await json<PayorInvoice>(fromShipper)).paymentTypeId).toBe(PaymentType.StandardPay);
  });

  it('leaves a carrier that has not joined on its relationships’ default terms', async () => {
    const world = await dashboardWorld();
    const brokerSession = await signedIn(world.broker, [Role.PayorSubmission]);
    const response = await brokerSession.request('core', corePaths.payorInvoices, {
      method: 'POST',
      json: {
        payeeRelationshipId: world.brokerRel.id,
        invoiceNumber: `N-${world.payee.id}`,
        loadNumber: `LN-${world.payee.id}`,
        grossCents: 10_000,
      },
    });
    expect((await json<PayorInvoice>(response)).paymentTypeId).toBe(PaymentType.StandardPay);
    const { session: demo } = await ApiSession.signIn('carrier@demo.test');
    expect((await json<SelectCarrier>(await offer(demo))).isRateAccepted).toBe(false);
  });
});
