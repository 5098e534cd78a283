import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type NewBillRecord, putBillIfAbsent } from '#functions/repositories/bills.ts';
import { getCompany } from '#functions/repositories/companies.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { seededBillIds } from '#infra/local/seed/seed-bills.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { BillState, payeeBillGroups } from '#shared/enums/bill-state.ts';
import { Currency } from '#shared/enums/currency.ts';
import { ChargeType, ImageType } from '#shared/enums/paperwork.ts';
import type { Role } from '#shared/enums/role.ts';
import type { Bill, BillListResponse } from '#shared/schemas/bills.ts';
import type { ApiSession } from '#test/support/api-session.ts';
import { ApiSession as Session } from '#test/support/api-session.ts';
import {
  attachDocument,
  body,
  call,
  charge,
  claimedPayor,
  errorOf,
  getBill,
  newBill,
  type PaperworkWorld,
  paperworkWorld,
  payorReviewer,
} from './settlement-fixtures.ts';

let world: PaperworkWorld;
let reviewer: ApiSession;
const ids: Record<string, string> = {};

/** A bill of the world's carrier written straight through the repository, in any state and on any date. */
async function stored(
  key: string,
  fields: {
    payor: 'payor' | 'shipper';
    state: BillState;
    day: string;
    number: string;
    total: number;
    submittedDay?: string;
  },
): Promise<void> {
  const id = randomUUID();
  ids[key] = id;
  const payor = world[fields.payor];
  const bill: NewBillRecord = {
    id,
    payeeId: world.payee.id,
    payeeName: world.payee.name,
    payorId: payor.id,
    payorName: payor.name,
    state: fields.state,
    loadOrInvoiceNumber: fields.number,
    paperworkTypeId: null,
    currencyTypeId: 1,
    charges: [{ id: `${id}-c1`, chargeTypeId: ChargeType.Linehaul, amount: fields.total }],
    createdDate: fields.day,
    createdAt: `${fields.day}T16:00:00.000Z`,
    updatedAt: `${fields.day}T16:00:00.000Z`,
    submittedAt: fields.submittedDay ? `${fields.submittedDay}T16:00:00.000Z` : null,
    sentToAdminBy: null,
    createdByUserId: world.adminId,
    version: 1,
  };
  await putBillIfAbsent(bill, [
    { billId: id, eventId: 'e0', from: null, to: fields.state, at: bill.createdAt, by: 'Test', note: null },
  ]);
}

beforeAll(async () => {
  world = await paperworkWorld();
  reviewer = await payorReviewer(world.payor);
  await stored('one', { payor: 'payor', state: BillState.Incomplete, day: '2026-01-05', number: 'AB-100', total: 100 });
  await stored('two', {
    payor: 'payor',
    state: BillState.Delivered,
    day: '2026-01-10',
    number: 'AB-200',
    total: 200,
    submittedDay: '2026-01-11',
  });
  await stored('three', {
    payor: 'shipper',
    state: BillState.Delivered,
    day: '2026-01-15',
    number: 'XY-300',
    total: 300,
    submittedDay: '2026-01-16',
  });
  await stored('four', {
    payor: 'shipper',
    state: BillState.Approved,
    day: '2026-01-20',
    number: 'ab 400',
    total: 400,
    submittedDay: '2026-01-21',
  });
  await stored('five', { payor: 'payor', state: BillState.Pending, day: '2026-01-25', number: 'AB-500', total: 500 });
  await stored('six', {
    payor: 'payor',
    state: BillState.Exception,
    day: '2026-01-26',
    number: 'ZZ-600',
    total: 600,
    submittedDay: '2026-01-27',
  });
  await stored('seven', {
    payor: 'payor',
    state: BillState.Submitted,
    day: '2026-01-02',
    number: 'AB-700',
    total: 700,
    submittedDay: '2026-01-28',
  });
  await attachDocument(ids.two as string, ImageType.ProofOfDelivery);
  await attachDocument(ids.two as string, ImageType.RateConfirmation);
});

const list = async (session: ApiSession, query = ''): Promise<BillListResponse> => {
  const response = await call(session, 'GET', `${settlementPaths.bills}${query ? `?${query}` : ''}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return body<BillListResponse>(response);
};
const rowIds = (page: BillListResponse) =>
  page.bills.map((b) => Object.entries(ids).find(([, id]) => id === b.id)?.[0]);
const total = (page: BillListResponse, state: BillState) => page.totals.find((t) => t.state === state);

describe('the carrier’s list', () => {
  it('lists every bill, newest first, with pickers over the whole list and totals per state', async () => {
    const page = await list(world.admin);
    expect(rowIds(page)).toEqual(['six', 'five', 'four', 'three', 'two', 'one', 'seven']);
    expect(page).toMatchObject({ page: 1, pageSize: 25, totalCount: 7, hasMore: false });
    expect(page.payorIds.sort()).toEqual([world.payor.id, world.shipper.id].sort());
    expect(page.payeeIds).toEqual([world.payee.id]);
    expect(page.names).toEqual({
      [world.payor.id]: world.payor.name,
      [world.shipper.id]: world.shipper.name,
      [world.payee.id]: world.payee.name,
    });
    expect(page.totals).toHaveLength(Object.values(BillState).length);
    expect(total(page, BillState.Delivered)).toEqual({
      state: BillState.Delivered,
      count: 2,
      amounts: [{ currencyTypeId: Currency.USD, amount: 500 }],
    });
    expect(total(page, BillState.Sent)).toEqual({ state: BillState.Sent, count: 0, amounts: [] });
    const two = page.bills.find((b) => b.id === ids.two);
    expect(two).toMatchObject({ documentCount: 2, totalAmount: 200, loadOrInvoiceNumber: 'AB-200' });
    expect(two).not.toHaveProperty('documents');
  });

  it('filters by payor and state; the totals keep every state of the other filters', async () => {
    const page = await list(world.admin, `q[payor_id_in]=${world.payor.id}&q[state_in]=delivered&q[state_in]=pending`);
    expect(rowIds(page)).toEqual(['five', 'two']);
    expect(page.totalCount).toBe(2);
    expect(total(page, BillState.Incomplete)?.count).toBe(1);
    expect(total(page, BillState.Exception)?.count).toBe(1);
    expect(total(page, BillState.Approved)?.count).toBe(0); // the shipper's approved bill is filtered out
    expect(page.payorIds.length).toBe(2); // pickers still cover the whole list
  });

  it('filters by created dates, number and currency', async () => {
    expect(rowIds(await list(world.admin, 'q[created_date_gteq]=2026-01-10&q[created_date_lteq]=2026-01-20'))).toEqual([
      'four',
      'three',
      'two',
    ]);
    expect(rowIds(await list(world.admin, 'q[load_or_invoice_number_cont]=ab4'))).toEqual(['four']);
    expect(rowIds(await list(world.admin, 'q[load_or_invoice_number_cont]=ab-'))).toEqual([
      'five',
      'four',
      'two',
      'one',
      'seven',
    ]);
    expect((await list(world.admin, 'q[currency_type_id_eq]=2')).bills).toEqual([]);
    expect(rowIds(await list(world.admin, `q[payee_id_in]=${world.payee.id}&q[state_in]=approved`))).toEqual(['four']);
  });

  it('sorts and pages', async () => {
    const byAmount = await list(world.admin, 'sortField=totalAmount&sortAsc=true&pageSize=3&page=2');
    expect(rowIds(byAmount)).toEqual(['four', 'five', 'six']);
    expect(byAmount).toMatchObject({ page: 2, pageSize: 3, totalCount: 7, hasMore: true });
    const last = await list(world.admin, 'sortField=totalAmount&sortAsc=true&pageSize=3&page=3');
    expect(rowIds(last)).toEqual(['seven']);
    expect(last.hasMore).toBe(false);
    expect(rowIds(await list(world.admin, 'sortField=loadOrInvoiceNumber&sortAsc=false&pageSize=2'))).toEqual([
      'six',
      'three',
    ]);
  });

  it('refuses a bad query with field errors', async () => {
    for (const query of ['pageSize=0', 'q[state_in]=paid', 'q[created_date_gteq]=01/05/2026', 'sortField=payorId']) {
      const response = await call(world.admin, 'GET', `${settlementPaths.bills}?${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys((await errorOf(response)).errors ?? {}).length, query).toBeGreaterThan(0);
    }
  });

  it('groups states as the carrier’s two counts', async () => {
    const statuses = await body<{ statuses: { id: string }[]; groups: unknown }>(
      await call(world.admin, 'GET', settlementPaths.billStatuses),
    );
    expect(statuses.statuses.map((s) => s.id)).toEqual(Object.values(BillState));
    expect(statuses.groups).toEqual(payeeBillGroups);
    expect(await body(await call(world.admin, 'GET', settlementPaths.billsPresent))).toEqual({ present: true });
  });
});

describe('the payor’s list', () => {
  it('shows its bills but the carrier’s pending and exception ones, newest submission first', async () => {
    const page = await list(reviewer);
    expect(rowIds(page)).toEqual(['seven', 'two', 'one']);
    expect(page.payorIds).toEqual([world.payor.id]);
    expect(page.totals.map((t) => t.state)).not.toContain(BillState.Pending);
    expect(page.totals.map((t) => t.state)).not.toContain(BillState.Exception);
    expect(total(page, BillState.Submitted)).toEqual({
      state: BillState.Submitted,
      count: 1,
      amounts: [{ currencyTypeId: Currency.USD, amount: 700 }],
    });
    expect(rowIds(await list(reviewer, 'sortField=createdAt&sortAsc=true'))).toEqual(['seven', 'one', 'two']);
    expect(rowIds(await list(reviewer, 'q[state_in]=pending'))).toEqual([]);
  });
});

describe('totals in more than one currency', () => {
  it('count every bill but add amounts only within a currency (USD and CAD apart)', async () => {
    const carrier = await paperworkWorld();
    const canadian = await claimedPayor(carrier.payee, Currency.CAD);
    const usdBills = [await newBill(carrier.admin, carrier.payor.id), await newBill(carrier.admin, carrier.shipper.id)];
    const cadBill = await newBill(carrier.admin, canadian.id);
    expect(cadBill.currencyTypeId).toBe(Currency.CAD);
    await charge(carrier.admin, usdBills[0]?.id ?? '', ChargeType.Linehaul, 1_000_00);
    await charge(carrier.admin, usdBills[1]?.id ?? '', ChargeType.Linehaul, 250_00);
    await charge(carrier.admin, cadBill.id, ChargeType.Linehaul, 2_000_00);
    await charge(carrier.admin, cadBill.id, ChargeType.Lumper, 75_00);

    const page = await list(carrier.admin);
    expect(total(page, BillState.Incomplete)).toEqual({
      state: BillState.Incomplete,
      count: 3,
      amounts: [
        { currencyTypeId: Currency.USD, amount: 1_250_00 },
        { currencyTypeId: Currency.CAD, amount: 2_075_00 },
      ],
    });
    // The currency filter of the top bar (q[currency_type_id_eq]) leaves one currency.
    const cadOnly = await list(carrier.admin, `q[currency_type_id_eq]=${Currency.CAD}`);
    expect(cadOnly.bills.map((b) => b.id)).toEqual([cadBill.id]);
    expect(total(cadOnly, BillState.Incomplete)).toEqual({
      state: BillState.Incomplete,
      count: 1,
      amounts: [{ currencyTypeId: Currency.CAD, amount: 2_075_00 }],
    });
    // The Canadian payor's list is in CAD alone.
    const canadianReviewer = await payorReviewer(canadian);
    expect(total(await list(canadianReviewer), BillState.Incomplete)?.amounts).toEqual([
      { currencyTypeId: Currency.CAD, amount: 2_075_00 },
    ]);
  });
});

describe('the demo data', () => {
  it('gives the demo carrier twelve bills in the seeded states, and its driver the one they sent', async () => {
    const { session: carrier } = await Session.signIn('carrier@demo.test');
    const expected: Record<keyof typeof seededBillIds, BillState> = {
      incompleteMissingLinehaul: BillState.Incomplete,
      incompleteWithCharges: BillState.Incomplete,
      pendingFromDriver: BillState.Pending,
      exception: BillState.Exception,
      deliveredRedline: BillState.Delivered,
      deliveredRedlineSecond: BillState.Delivered,
      deliveredPrairie: BillState.Delivered,
      submittedRedline: BillState.Submitted,
      submittedPrairie: BillState.Submitted,
      rejectedRedline: BillState.Rejected,
      approvedRedline: BillState.Approved,
      approvedPrairie: BillState.Approved,
    };
    for (const [key, state] of Object.entries(expected)) {
      const bill = (
        await body<{ bill: Bill }>(await getBill(carrier, seededBillIds[key as keyof typeof seededBillIds]))
      ).bill;
      expect(bill.state, key).toBe(state);
      expect(bill.history.at(-1)?.to, key).toBe(state);
    }
    const rejected = (await body<{ bill: Bill }>(await getBill(carrier, seededBillIds.rejectedRedline))).bill;
    expect(rejected.history.at(-1)?.note).toMatch(/rate confirmation/);
    const missing = (await body<{ bill: Bill }>(await getBill(carrier, seededBillIds.incompleteMissingLinehaul))).bill;
    expect(missing.charges).toEqual([]);

    const { session: driver } = await Session.signIn('driver@demo.test');
    const driverList = await list(driver);
    expect(driverList.bills.map((b) => b.id)).toContain(seededBillIds.pendingFromDriver);
    expect(driverList.bills.every((b) => b.state === BillState.Pending || b.sentToAdminBy === null)).toBe(true);
    expect((await getBill(driver, seededBillIds.deliveredRedline)).status).toBe(404);

    // A Redline reviewer (a colleague of broker@demo.test, who keeps the terms unaccepted) sees its bills.
    const redlineCompany = await getCompany(demoCompanies.broker.id);
    if (!redlineCompany) throw new Error('No Redline');
    const redline = await payorReviewer(redlineCompany);
    const payorIds = (await list(redline, 'pageSize=200')).bills.map((b) => b.id);
    expect(payorIds).toEqual(expect.arrayContaining([seededBillIds.deliveredRedline, seededBillIds.rejectedRedline]));
    expect(payorIds).not.toContain(seededBillIds.pendingFromDriver);
    expect(payorIds).not.toContain(seededBillIds.deliveredPrairie);
  });
});

describe('roles', () => {
  it('a payee user without any role is treated as a driver', async () => {
    const { signedInUser } = await import('./settlement-fixtures.ts');
    const { session } = await signedInUser(world.payee, [] as Role[]);
    expect((await list(session)).bills).toEqual([]);
  });
});
