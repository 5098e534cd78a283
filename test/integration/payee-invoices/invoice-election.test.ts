import { describe, expect, it } from 'vitest';
import { getInvoice, getInvoiceTallies } from '#functions/repositories/invoices.ts';
import { getRelationship } from '#functions/repositories/relationships.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { addDays } from '#shared/dates/calendar-date.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { InvoiceDetails } from '#shared/schemas/payee-invoices.ts';
import type { ApiSession } from '../../support/api-session.ts';
import {
  type InvoiceWorld,
  invoiceWorld,
  json,
  putTestInvoice,
  storedAndCountedTallies,
  testTerms,
  today,
} from './invoice-fixtures.ts';

const invoicePath = (id: number | string) => fillPath(corePaths.payeeInvoice, { id });
const details = (session: ApiSession, id: number | string) => session.request('core', invoicePath(id));
const elect = (session: ApiSession, id: number, paymentTypeId: unknown) =>
  session.request('core', invoicePath(id), { method: 'PUT', json: { paymentTypeId } });

async function approvedInvoice(world: InvoiceWorld) {
  return putTestInvoice(world, {
    status: InvoiceStatus.Approved,
    expectedPayDate: addDays(today, 29),
    dates: { approved: addDays(today, -1), approvedSet: addDays(today, -1) },
  });
}

describe('an invoice’s details', () => {
  it('show the history, tracker, fee lines, expected pay date and the term choice with its fees', async () => {
    const world = await invoiceWorld({ freeQuickPays: 1 });
    const invoice = await approvedInvoice(world);
    const response = await details(world.carrier, invoice.id);
    expect(response.status).toBe(200);
    const body = await json<InvoiceDetails>(response);
    expect(body).toMatchObject({
      id: invoice.id,
      statusId: InvoiceStatus.Approved,
      expectedPayDate: addDays(today, 29),
      feeLines: [],
      termLabel: 'standardPay',
      tracker: { alert: null },
      paymentTerm: { canElect: true, refusal: null, isLocked: false, freeQuickPaysRemaining: 1 },
    });
    expect(body.tracker.steps.map((s) => s.state)).toEqual(['complete', 'complete', 'current', 'upcoming']);
    expect(body.statusHistory).toEqual([
      { statusId: InvoiceStatus.Pending, at: expect.any(String), actor: 'payor', byName: world.payor.name },
    ]);
    expect(body.paymentTerm.options).toEqual([
      expect.objectContaining({ paymentTypeId: PaymentType.StandardPay, feeCents: 0, termDays: 30 }),
      expect.objectContaining({ paymentTypeId: PaymentType.QuickPay, isFree: true, feeCents: 0, percentageFee: 2.5 }),
      expect.objectContaining({ paymentTypeId: PaymentType.GuaranteedOnTimePay, feeCents: 1_000, netCents: 99_000 }),
    ]);
  });

  it('answer another carrier’s invoice, an unknown id and a bad id as 404, 404 and 400, with no data', async () => {
    const world = await invoiceWorld();
    const other = await invoiceWorld();
    const theirs = await putTestInvoice(other);
    for (const id of [theirs.id, 99_999_999]) {
      const response = await details(world.carrier, id);
      expect(response.status).toBe(404);
      expect(await json<ApiError>(response)).toEqual({ message: 'Not found.', code: 'not_found' });
      expect((await elect(world.carrier, id, PaymentType.QuickPay)).status).toBe(404);
    }
    expect((await details(world.carrier, 'abc')).status).toBe(400);
    expect((await details(world.carrier, '-3')).status).toBe(400);
    // The demo carrier's seeded invoice 1 is not this carrier's either.
    expect((await details(world.carrier, 1)).status).toBe(404);
    // Nothing of theirs changed.
    expect((await getInvoice(theirs.id))?.version).toBe(1);
  });
});

describe('electing QuickPay', () => {
  it('charges the fee, is idempotent, and locks once the invoice is approved', async () => {
    const world = await invoiceWorld();
    const invoice = await approvedInvoice(world);
    const first = await elect(world.carrier, invoice.id, PaymentType.QuickPay);
    expect(first.status).toBe(200);
    const body = await json<InvoiceDetails>(first);
    expect(body).toMatchObject({
      paymentTypeId: PaymentType.QuickPay,
      termLabel: 'quickPay',
      percentageFee: 2.5,
      feeCents: 2_500,
      netCents: 97_500,
      expectedPayDate: addDays(today, 2),
      feeLines: [{ kind: 'quickPayFee', percentageFee: 2.5, amountCents: -2_500 }],
      paymentTerm: { isLocked: true, canElect: false, refusal: 'locked', electedBy: 'Test User' },
      version: 2,
    });

    // The same request again (a retry) answers the same and changes nothing: no new version, no second fee.
    const again = await elect(world.carrier, invoice.id, PaymentType.QuickPay);
    expect(again.status).toBe(200);
    expect(await json<InvoiceDetails>(again)).toMatchObject({ version: 2, feeCents: 2_500 });
    expect((await getInvoice(invoice.id))?.version).toBe(2);

    // Approved QuickPay is locked: going back is refused with a clear message.
    const back = await elect(world.carrier, invoice.id, PaymentType.StandardPay);
    expect(back.status).toBe(409);
    expect((await json<ApiError>(back)).message).toBe(
      "This invoice's payment term is locked and can no longer be changed.",
    );
    const tallies = await getInvoiceTallies(world.payee.id);
    expect(tallies[0]?.byStatus[InvoiceStatus.Approved]).toEqual({ count: 1, grossCents: 100_000, netCents: 97_500 });
  });

  it('repeats harmlessly on a pending invoice, uses the free QuickPay first and gives it back', async () => {
    const world = await invoiceWorld({ freeQuickPays: 1 });
    const invoice = await putTestInvoice(world);
    const first = await json<InvoiceDetails>(await elect(world.carrier, invoice.id, PaymentType.QuickPay));
    expect(first).toMatchObject({ termLabel: 'freeQuickPay', feeCents: 0, netCents: 100_000, version: 2 });
    expect(first.feeLines).toEqual([
      { kind: 'quickPayFee', percentageFee: 2.5, amountCents: -2_500 },
      { kind: 'promotionalInvoiceAmount', percentageFee: null, amountCents: 2_500 },
    ]);
    expect((await getRelationship(world.payee.id, world.relationship.id))?.freeQuickPaysRemaining).toBe(0);

    const repeat = await elect(world.carrier, invoice.id, PaymentType.QuickPay);
    expect(repeat.status).toBe(200);
    expect(await json<InvoiceDetails>(repeat)).toMatchObject({ version: 2, feeCents: 0 });
    expect((await getRelationship(world.payee.id, world.relationship.id))?.freeQuickPaysRemaining).toBe(0);

    const back = await json<InvoiceDetails>(await elect(world.carrier, invoice.id, PaymentType.StandardPay));
    expect(back).toMatchObject({ paymentTypeId: PaymentType.StandardPay, feeCents: 0, version: 3 });
    expect((await getRelationship(world.payee.id, world.relationship.id))?.freeQuickPaysRemaining).toBe(1);
  });

  it('lets two elections at once use the last free QuickPay only once', async () => {
    const world = await invoiceWorld({ freeQuickPays: 1 });
    const [a, b] = await Promise.all([putTestInvoice(world), putTestInvoice(world)]);
    const responses = await Promise.all([
      elect(world.carrier, a.id, PaymentType.QuickPay),
      elect(world.carrier, b.id, PaymentType.QuickPay),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const saved = await Promise.all([getInvoice(a.id), getInvoice(b.id)]);
    expect(saved.map((i) => i?.paymentType)).toEqual([PaymentType.QuickPay, PaymentType.QuickPay]);
    expect(saved.filter((i) => i?.isFreeQuickPay)).toHaveLength(1);
    expect(saved.map((i) => i?.feeCents).sort()).toEqual([0, 2_500]);
    expect((await getRelationship(world.payee.id, world.relationship.id))?.freeQuickPaysRemaining).toBe(0);
    const { stored, counted } = await storedAndCountedTallies(world.payee.id);
    expect(stored).toEqual(counted);
  });

  it('lets two identical elections at once change the invoice once', async () => {
    const world = await invoiceWorld({ freeQuickPays: 2 });
    const invoice = await putTestInvoice(world);
    const responses = await Promise.all([
      elect(world.carrier, invoice.id, PaymentType.QuickPay),
      elect(world.carrier, invoice.id, PaymentType.QuickPay),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect((await getInvoice(invoice.id))?.version).toBe(2);
    expect((await getRelationship(world.payee.id, world.relationship.id))?.freeQuickPaysRemaining).toBe(1);
  });

  it('refuses bad input (400 by field), terms not offered, factored invoices and drivers', async () => {
    const world = await invoiceWorld({ terms: { ...testTerms, guaranteedOnTimePay: null } });
    const invoice = await putTestInvoice(world);
    for (const bad of [9, 'QuickPay', null]) {
      const response = await elect(world.carrier, invoice.id, bad);
      expect(response.status).toBe(400);
      expect(Object.keys((await json<ApiError>(response)).errors ?? {})).toEqual(['paymentTypeId']);
    }
    const notOffered = await elect(world.carrier, invoice.id, PaymentType.GuaranteedOnTimePay);
    expect(notOffered.status).toBe(400);
    expect((await json<ApiError>(notOffered)).errors).toEqual({
      paymentTypeId: ['This payor does not offer that payment term.'],
    });
    const factored = await putTestInvoice(world, { kind: InvoiceKind.Factored });
    expect((await elect(world.carrier, factored.id, PaymentType.QuickPay)).status).toBe(409);
    const malformed = await world.carrier.request('core', invoicePath(invoice.id), {
      method: 'PUT',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const noCsrf = await world.carrier.request('core', invoicePath(invoice.id), {
      method: 'PUT',
      json: { paymentTypeId: PaymentType.QuickPay },
      headers: { 'x-csrf-token': 'wrong' },
    });
    expect(noCsrf.status).toBe(403);

    const driverWorld = await invoiceWorld({ carrierRoles: [Role.PayeeDriver] });
    const theirs = await putTestInvoice(driverWorld);
    expect((await elect(driverWorld.carrier, theirs.id, PaymentType.QuickPay)).status).toBe(403);
    expect((await details(driverWorld.carrier, theirs.id)).status).toBe(403);
    expect((await getInvoice(invoice.id))?.version).toBe(1);
  });
});
