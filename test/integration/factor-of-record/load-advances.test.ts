import { describe, expect, it } from 'vitest';
import { advancePaymentIdFor } from '#functions/domain/payouts/plan-load-advances.ts';
import { getInvoice } from '#functions/repositories/invoices.ts';
import { getLoad, reserveInvoiceLoadNumber } from '#functions/repositories/loads.ts';
import { getPayment } from '#functions/repositories/payments.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { addDays } from '#shared/dates/calendar-date.ts';
import { CompanySetting } from '#shared/enums/company-setting.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { LoadAdvanceState } from '#shared/enums/load-status.ts';
import type { PayorLoad } from '#shared/schemas/payor-loads.ts';
import { type InvoiceWorld, invoiceWorld, json, putTestInvoice, today } from '../payee-invoices/invoice-fixtures.ts';
import { activeWireAccount } from '../payouts/payout-fixtures.ts';
import { auditedDocument, factorWithAccount } from './noa-fixtures.ts';

/*
 * A load advance is money paid to the carrier ahead of its invoice. Once a factor owns the carrier's
 * receivables with the payor, an advance to the carrier would be paid beside the full invoice to the
 * factor: the payor would pay twice. Documents are applied ten days back, past the cooling-off window.
 */
const appliedAt = new Date(Date.now() - 10 * 24 * 3_600_000);

async function carrierWithLoad(world: InvoiceWorld, rateCents: number): Promise<PayorLoad> {
  const created = await world.broker.request('core', corePaths.payorLoads, {
    method: 'POST',
    json: {
      loadNumber: `fa-${world.payor.id}`,
      payeeRelationshipId: world.relationship.id,
      origin: { city: 'Dallas', state: 'TX' },
      destination: { city: 'Memphis', state: 'TN' },
      pickupDate: addDays(today, -3),
      deliveryDate: addDays(today, -1),
      rateCents,
    },
  });
  expect(created.status).toBe(201);
  const load = await json<PayorLoad>(created);
  const asked = await world.broker.request('core', fillPath(corePaths.payorLoadAdvance, { id: load.id }), {
    method: 'POST',
    json: { amountCents: 50_000 },
  });
  expect(asked.status).toBe(200);
  return load;
}

async function assignFactor(world: InvoiceWorld) {
  const { factor } = await factorWithAccount();
  await auditedDocument({
    factorId: factor.id,
    payeeId: world.payee.id,
    request: { kind: 'noa', scope: 'debtors', debtorPayorIds: [world.payor.id] },
    now: appliedAt,
  });
  return factor;
}

async function dueInvoiceFor(world: InvoiceWorld, load: PayorLoad) {
  const invoice = await putTestInvoice(world, {
    loadNumber: load.loadNumber,
    grossCents: 200_000,
    netCents: 200_000,
    status: InvoiceStatus.Approved,
    expectedPayDate: addDays(today, -1),
    dates: { approved: addDays(today, -2) },
  });
  await reserveInvoiceLoadNumber(invoice);
  return invoice;
}

describe('load advances on a relationship assigned to a factor', () => {
  it('pays no advance to the carrier; once the invoice is due the advance is cancelled and the factor paid in full', async () => {
    const world = await invoiceWorld({ payorSettings: { [CompanySetting.EnableLoads]: 'true' } });
    await activeWireAccount(world.payee.id);
    const load = await carrierWithLoad(world, 200_000);
    const factor = await assignFactor(world);

    await runPayouts();
    expect(await getPayment(advancePaymentIdFor(world.payor.id, load.id))).toBeNull();
    expect((await getLoad(world.payor.id, load.id))?.advance?.state).toBe(LoadAdvanceState.Requested);

    const invoice = await dueInvoiceFor(world, load);
    await runPayouts();
    expect((await getLoad(world.payor.id, load.id))?.advance?.state).toBe(LoadAdvanceState.Cancelled);
    const paid = await getInvoice(invoice.id);
    expect(paid?.status).toBe(InvoiceStatus.Paid);
    const payment = await getPayment(String(paid?.paymentId));
    expect(payment).toMatchObject({ paidTo: { kind: 'factor', factorId: factor.id }, grossCents: 200_000 });
    expect(payment?.loadAdvance ?? null).toBeNull();
    expect(await getPayment(advancePaymentIdFor(world.payor.id, load.id))).toBeNull();
  });

  it('holds the factor’s invoice when the carrier was advanced before the assignment', async () => {
    const world = await invoiceWorld({ payorSettings: { [CompanySetting.EnableLoads]: 'true' } });
    await activeWireAccount(world.payee.id);
    const load = await carrierWithLoad(world, 200_000);
    await runPayouts();
    expect((await getLoad(world.payor.id, load.id))?.advance?.state).toBe(LoadAdvanceState.Paid);
    await assignFactor(world);

    const invoice = await dueInvoiceFor(world, load);
    const run = await runPayouts();
    expect(run.waiting).toBeGreaterThanOrEqual(1);
    expect(await getInvoice(invoice.id)).toMatchObject({ status: InvoiceStatus.Approved, paymentId: null });
    expect((await getLoad(world.payor.id, load.id))?.advance?.state).toBe(LoadAdvanceState.Paid);
  });
});
