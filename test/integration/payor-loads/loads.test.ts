import { describe, expect, it } from 'vitest';
import { advancePaymentIdFor } from '#functions/domain/payouts/plan-load-advances.ts';
import { getInvoice } from '#functions/repositories/invoices.ts';
import { getLoad, reserveInvoiceLoadNumber } from '#functions/repositories/loads.ts';
import { getPayment } from '#functions/repositories/payments.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { entityTagOf, ifMatchHeader } from '#shared/constants/versions.ts';
import { addDays } from '#shared/dates/calendar-date.ts';
import { CompanySetting } from '#shared/enums/company-setting.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { LoadAdvanceState, LoadStatus } from '#shared/enums/load-status.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { LoadCreationInput, PayorLoad, PayorLoadPage } from '#shared/schemas/payor-loads.ts';
import type { ApiSession } from '../../support/api-session.ts';
import { type InvoiceWorld, invoiceWorld, json, putTestInvoice, today } from '../payee-invoices/invoice-fixtures.ts';
import { activeWireAccount } from '../payouts/payout-fixtures.ts';

const loadsOn = { [CompanySetting.EnableLoads]: 'true' };
const loadsWorld = () => invoiceWorld({ payorSettings: loadsOn });

let serial = 0;
function newLoad(world: InvoiceWorld, overrides: Partial<LoadCreationInput> = {}): LoadCreationInput {
  serial += 1;
  return {
    loadNumber: `ld-${world.payor.id}-${serial}`,
    payeeRelationshipId: world.relationship.id,
    origin: { city: 'Dallas', state: 'tx' },
    destination: { city: 'Memphis', state: 'TN' },
    pickupDate: addDays(today, -3),
    deliveryDate: addDays(today, -1),
    rateCents: 200_000,
    ...overrides,
  };
}

const create = (session: ApiSession, body: unknown) =>
  session.request('core', corePaths.payorLoads, { method: 'POST', json: body });
const details = (session: ApiSession, id: number) => session.request('core', fillPath(corePaths.payorLoad, { id }));
const update = (session: ApiSession, id: number, body: unknown, version: number | null) =>
  session.request('core', fillPath(corePaths.payorLoad, { id }), {
    method: 'PUT',
    json: body,
    headers: version === null ? {} : { [ifMatchHeader]: entityTagOf(version) },
  });
const advance = (session: ApiSession, id: number, amountCents: unknown) =>
  session.request('core', fillPath(corePaths.payorLoadAdvance, { id }), { method: 'POST', json: { amountCents } });
const list = async (session: ApiSession, query = '') =>
  session.request('core', `${corePaths.payorLoads}${query ? `?${query}` : ''}`);

async function createdLoad(world: InvoiceWorld, overrides: Partial<LoadCreationInput> = {}): Promise<PayorLoad> {
  const response = await create(world.broker, newLoad(world, overrides));
  expect(response.status).toBe(201);
  return json<PayorLoad>(response);
}

const fieldsOf = async (response: Response) => Object.keys((await json<ApiError>(response)).errors ?? {});

describe('the payor’s loads', () => {
  it('creates a load once per number (a repeat answers the first), and refuses another load under it', async () => {
    const world = await loadsWorld();
    const body = newLoad(world);
    const first = await create(world.broker, body);
    expect(first.status).toBe(201);
    const load = await json<PayorLoad>(first);
    expect(load).toMatchObject({
      loadNumber: body.loadNumber.toUpperCase(),
      carrierName: world.payee.name,
      payeeRelationshipId: world.relationship.id,
      origin: { city: 'Dallas', state: 'TX' },
      statusId: LoadStatus.Booked,
      advance: null,
      advanceLimitCents: 100_000,
      invoices: [],
      bills: [],
      version: 1,
    });
    expect(first.headers.get('etag')).toBe(entityTagOf(1));
    const again = await create(world.broker, body);
    expect(again.status).toBe(200);
    expect((await json<PayorLoad>(again)).id).toBe(load.id);
    const other = await create(world.broker, { ...body, rateCents: 1 });
    expect(other.status).toBe(409);
    expect(await fieldsOf(other)).toEqual(['loadNumber']);
  });

  it('answers bad loads with 400 and field errors, and an unknown carrier on its field', async () => {
    const world = await loadsWorld();
    for (const [change, field] of [
      [{ loadNumber: '' }, 'loadNumber'],
      [{ origin: { city: 'Dallas', state: 'Texas' } }, 'origin'],
      [{ pickupDate: '2026-02-30' }, 'pickupDate'],
      [{ deliveryDate: addDays(today, -10) }, 'deliveryDate'],
      [{ rateCents: 0 }, 'rateCents'],
      [{ statusId: LoadStatus.Paid }, 'statusId'],
    ] as const) {
      const response = await create(world.broker, newLoad(world, change as Partial<LoadCreationInput>));
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(
        (await fieldsOf(response)).some((key) => key.startsWith(field)),
        JSON.stringify(change),
      ).toBe(true);
    }
    const stranger = await invoiceWorld();
    const unknown = await create(world.broker, newLoad(world, { payeeRelationshipId: stranger.relationship.id }));
    expect(unknown.status).toBe(400);
    expect(await fieldsOf(unknown)).toEqual(['payeeRelationshipId']);
  });

  it('lists the payor’s own loads: search, carrier, status, date presets on pickup or delivery, sorting and paging', async () => {
    const world = await loadsWorld();
    const other = await loadsWorld();
    const old = await createdLoad(world, { pickupDate: addDays(today, -100), deliveryDate: addDays(today, -98) });
    const recent = await createdLoad(world, { rateCents: 50_000, statusId: LoadStatus.InTransit });
    const future = await createdLoad(world, { pickupDate: addDays(today, 3), deliveryDate: addDays(today, 5) });
    await createdLoad(other);

    const all = await json<PayorLoadPage>(await list(world.broker));
    expect(all.items.map((row) => row.id)).toEqual([future.id, recent.id, old.id]);
    expect(all.totalCount).toBe(3);
    const paged = await json<PayorLoadPage>(await list(world.broker, 'pageSize=2&page=2'));
    expect(paged).toMatchObject({ page: 2, hasMore: false, totalCount: 3 });
    expect(paged.items.map((row) => row.id)).toEqual([old.id]);
    const search = await json<PayorLoadPage>(await list(world.broker, `q=${recent.loadNumber.toLowerCase()}`));
    expect(search.items.map((row) => row.id)).toEqual([recent.id]);
    const inTransit = await json<PayorLoadPage>(await list(world.broker, `status=${LoadStatus.InTransit}`));
    expect(inTransit.items.map((row) => row.id)).toEqual([recent.id]);
    const lastMonth = await json<PayorLoadPage>(await list(world.broker, 'datePreset=last30Days'));
    expect(lastMonth.items.map((row) => row.id)).toEqual([recent.id]);
    const deliveredNextWeek = await json<PayorLoadPage>(
      await list(world.broker, 'dateField=delivery&datePreset=next7Days'),
    );
    expect(deliveredNextWeek.items.map((row) => row.id)).toEqual([future.id]);
    const cheapest = await json<PayorLoadPage>(await list(world.broker, 'sortField=rateCents&sortAsc=true'));
    expect(cheapest.items[0]?.id).toBe(recent.id);
    const carrier = await json<PayorLoadPage>(await list(world.broker, `payeeRelationshipId=${other.relationship.id}`));
    expect(carrier.items).toEqual([]);

    for (const [query, field] of [
      ['status=9', 'status'],
      ['dateField=uploaded', 'dateField'],
      ['sortField=nope', 'sortField'],
      [`startDate=${today}&endDate=${addDays(today, -1)}`, 'endDate'],
      ['pageSize=500', 'pageSize'],
    ] as const) {
      const response = await list(world.broker, query);
      expect(response.status, query).toBe(400);
      expect(await fieldsOf(response), query).toContain(field);
    }
  });

  it('shows a load with the invoice and bills of its number; its status follows the invoice', async () => {
    const world = await loadsWorld();
    const load = await createdLoad(world);
    const invoice = await putTestInvoice(world, { loadNumber: load.loadNumber, grossCents: 180_000 });
    await reserveInvoiceLoadNumber(invoice);
    const response = await details(world.broker, load.id);
    expect(response.status).toBe(200);
    const shown = await json<PayorLoad>(response);
    expect(shown.statusId).toBe(LoadStatus.Invoiced);
    expect(shown.invoices).toEqual([expect.objectContaining({ id: invoice.id, statusId: InvoiceStatus.Pending })]);
    // Half of the invoice's amount, not of the agreed rate.
    expect(shown.advanceLimitCents).toBe(90_000);
    const rows = await json<PayorLoadPage>(await list(world.broker, `status=${LoadStatus.Invoiced}`));
    expect(rows.items.map((row) => row.id)).toEqual([load.id]);
    // Its status now follows the invoice.
    const moved = await update(world.broker, load.id, { statusId: LoadStatus.Cancelled }, shown.version);
    expect(moved.status).toBe(409);
    expect(await fieldsOf(moved)).toEqual(['statusId']);
  });

  it('changes dates and status on the version the payor saw, recorded with who and when', async () => {
    const world = await loadsWorld();
    const load = await createdLoad(world);
    const moved = await update(world.broker, load.id, { statusId: LoadStatus.InTransit }, load.version);
    expect(moved.status).toBe(200);
    const saved = await json<PayorLoad>(moved);
    expect(saved).toMatchObject({ statusId: LoadStatus.InTransit, version: 2 });
    expect(saved.statusHistory.at(-1)).toMatchObject({ statusId: LoadStatus.InTransit, byName: expect.any(String) });
    expect((await update(world.broker, load.id, { deliveryDate: today }, load.version)).status).toBe(409);
    expect((await update(world.broker, load.id, { deliveryDate: today }, null)).status).toBe(428);
    const before = await update(world.broker, load.id, { deliveryDate: addDays(today, -30) }, 2);
    expect(before.status).toBe(400);
    expect(await fieldsOf(before)).toEqual(['deliveryDate']);
    const bad = await update(world.broker, load.id, { statusId: LoadStatus.Paid, pickupDate: 'soon' }, 2);
    expect(bad.status).toBe(400);
    expect((await fieldsOf(bad)).sort()).toEqual(['pickupDate', 'statusId']);
  });

  it('answers another payor’s load as not found, and refuses users without the setting or a review role', async () => {
    const world = await loadsWorld();
    const other = await loadsWorld();
    const theirs = await createdLoad(other);
    expect((await details(world.broker, theirs.id)).status).toBe(404);
    expect((await update(world.broker, theirs.id, { statusId: LoadStatus.InTransit }, 1)).status).toBe(404);
    expect((await advance(world.broker, theirs.id, 1_000)).status).toBe(404);
    expect((await details(world.broker, 999_999_999)).status).toBe(404);
    expect((await getLoad(other.payor.id, theirs.id))?.version).toBe(1);

    const loadsOff = await invoiceWorld();
    expect((await list(loadsOff.broker)).status).toBe(403);
    expect((await create(loadsOff.broker, newLoad(loadsOff))).status).toBe(403);
    expect((await details(loadsOff.broker, theirs.id)).status).toBe(403);
    expect((await list(world.carrier)).status).toBe(403);
  });
});

describe('a load advance', () => {
  it('is asked for up to half of the expected amount, once; a repeat changes nothing', async () => {
    const world = await loadsWorld();
    const load = await createdLoad(world);
    const over = await advance(world.broker, load.id, 100_001);
    expect(over.status).toBe(400);
    expect((await json<ApiError>(over)).errors?.amountCents?.[0]).toContain('$1,000.00');
    for (const amount of [0, -5, 12.5, 'lots']) {
      const bad = await advance(world.broker, load.id, amount);
      expect(bad.status, String(amount)).toBe(400);
      expect(await fieldsOf(bad)).toEqual(['amountCents']);
    }
    const asked = await advance(world.broker, load.id, 100_000);
    expect(asked.status).toBe(200);
    const withAdvance = await json<PayorLoad>(asked);
    expect(withAdvance.advance).toMatchObject({
      stateId: LoadAdvanceState.Requested,
      amountCents: 100_000,
      requestedByName: expect.any(String),
      paymentId: null,
    });
    expect(withAdvance.advanceLimitCents).toBeNull();
    const repeat = await advance(world.broker, load.id, 100_000);
    expect(repeat.status).toBe(200);
    expect((await json<PayorLoad>(repeat)).version).toBe(withAdvance.version);
    const another = await advance(world.broker, load.id, 50_000);
    expect(another.status).toBe(409);
    // A load with an advance is not cancelled.
    const cancel = await update(world.broker, load.id, { statusId: LoadStatus.Cancelled }, withAdvance.version);
    expect(cancel.status).toBe(409);
  });

  it('is paid once by two payout runs, then netted from the load’s invoice payment', async () => {
    const world = await loadsWorld();
    await activeWireAccount(world.payee.id);
    const load = await createdLoad(world, { rateCents: 300_000 });
    expect((await advance(world.broker, load.id, 120_000)).status).toBe(200);

    await Promise.all([runPayouts(), runPayouts()]);
    await runPayouts();
    const advanceId = advancePaymentIdFor(world.payor.id, load.id);
    const advancePayment = await getPayment(advanceId);
    expect(advancePayment).toMatchObject({
      payeeId: world.payee.id,
      payoutType: PayoutType.BROKER_LOAD_ADVANCE_PAYOUT,
      grossCents: 120_000,
      bankFeeCents: 2_000,
      netCents: 118_000,
      invoiceIds: [],
      loadNumbers: [load.loadNumber],
      loadAdvance: { loadId: load.id, deductedCents: null },
    });
    const paid = await json<PayorLoad>(await details(world.broker, load.id));
    expect(paid.advance).toMatchObject({ stateId: LoadAdvanceState.Paid, paymentId: advanceId });
    // Paid once: the advance moved once (created, requested, paid).
    expect(paid.version).toBe(3);

    // The carrier's invoice for the load, approved and due: paid net of the advance.
    const invoice = await putTestInvoice(world, {
      loadNumber: load.loadNumber,
      grossCents: 300_000,
      netCents: 300_000,
      status: InvoiceStatus.Approved,
      expectedPayDate: addDays(today, -1),
      dates: { approved: addDays(today, -2) },
    });
    await reserveInvoiceLoadNumber(invoice);
    await Promise.all([runPayouts(), runPayouts()]);
    const invoicePaid = await getInvoice(invoice.id);
    expect(invoicePaid?.status).toBe(InvoiceStatus.Paid);
    const invoicePayment = await getPayment(String(invoicePaid?.paymentId));
    expect(invoicePayment).toMatchObject({
      invoiceIds: [invoice.id],
      payoutType: PayoutType.INVOICE_PAYOUT,
      grossCents: 300_000,
      bankFeeCents: 2_000,
      netCents: 300_000 - 2_000 - 120_000,
      loadAdvance: { loadId: load.id, deductedCents: 120_000 },
    });
    const recovered = await json<PayorLoad>(await details(world.broker, load.id));
    expect(recovered).toMatchObject({ statusId: LoadStatus.Paid, advanceLimitCents: null });
    expect(recovered.advance).toMatchObject({
      stateId: LoadAdvanceState.Recovered,
      recoveredCents: 120_000,
      recoveredPaymentId: invoicePayment?.id,
    });
  });

  it('nets no more than the invoice payment holds, and is refused once the invoice is approved', async () => {
    const world = await loadsWorld();
    await activeWireAccount(world.payee.id);
    const load = await createdLoad(world, { rateCents: 100_000 });
    expect((await advance(world.broker, load.id, 50_000)).status).toBe(200);
    await runPayouts();
    const small = await putTestInvoice(world, {
      loadNumber: load.loadNumber,
      grossCents: 30_000,
      netCents: 30_000,
      status: InvoiceStatus.Approved,
      expectedPayDate: addDays(today, -1),
    });
    await runPayouts();
    const payment = await getPayment(String((await getInvoice(small.id))?.paymentId));
    expect(payment).toMatchObject({ netCents: 0, loadAdvance: { deductedCents: 28_000 } });

    const late = await createdLoad(world);
    const approved = await putTestInvoice(world, {
      loadNumber: late.loadNumber,
      status: InvoiceStatus.Approved,
      expectedPayDate: addDays(today, 20),
    });
    await reserveInvoiceLoadNumber(approved);
    const refused = await advance(world.broker, late.id, 10_000);
    expect(refused.status).toBe(409);
    expect(await fieldsOf(refused)).toEqual(['amountCents']);
  });
});
