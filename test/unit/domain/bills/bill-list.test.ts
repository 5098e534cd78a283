import { describe, expect, it } from 'vitest';
import {
  billListPage,
  billPickers,
  groupTotals,
  type ListableBill,
  matchesBillFilter,
  sortBills,
  stateTotals,
} from '#functions/domain/bills/bill-list.ts';
import { BillState, payeeBillGroups, payorBillGroups } from '#shared/enums/bill-state.ts';

let next = 0;
function bill(overrides: Partial<ListableBill> = {}): ListableBill {
  next += 1;
  return {
    id: `b${String(next).padStart(3, '0')}`,
    payeeId: 1001,
    payeeName: 'Lone Star Freight LLC',
    payorId: 2001,
    payorName: 'Redline Logistics',
    state: BillState.Incomplete,
    loadOrInvoiceNumber: `LD${880_000 + next}`,
    currencyTypeId: 1,
    totalAmount: 100_000,
    createdDate: '2026-03-10',
    createdAt: `2026-03-10T15:00:${String(next % 60).padStart(2, '0')}.000Z`,
    submittedAt: null,
    ...overrides,
  };
}

describe('bill filters', () => {
  const b = bill({
    createdDate: '2026-03-10',
    loadOrInvoiceNumber: 'LD-880 513',
    payeeId: 7,
    payorId: 9,
    state: BillState.Delivered,
    currencyTypeId: 2,
  });

  it('passes with no filter at all', () => {
    expect(matchesBillFilter(b, {})).toBe(true);
    expect(matchesBillFilter(b, { payeeIds: [], payorIds: [], states: [], loadOrInvoiceNumber: '' })).toBe(true);
  });

  it.each([
    [{ createdFrom: '2026-03-10' }, true],
    [{ createdFrom: '2026-03-11' }, false],
    [{ createdTo: '2026-03-10' }, true],
    [{ createdTo: '2026-03-09' }, false],
    [{ createdFrom: '2026-03-01', createdTo: '2026-03-31' }, true],
    [{ loadOrInvoiceNumber: '880513' }, true],
    [{ loadOrInvoiceNumber: 'ld880' }, true],
    [{ loadOrInvoiceNumber: '-880 5' }, true],
    [{ loadOrInvoiceNumber: '881' }, false],
    [{ payeeIds: [7, 8] }, true],
    [{ payeeIds: [8] }, false],
    [{ payorIds: [9] }, true],
    [{ payorIds: [1] }, false],
    [{ states: [BillState.Delivered, BillState.Submitted] }, true],
    [{ states: [BillState.Submitted] }, false],
    [{ currencyTypeId: 2 }, true],
    [{ currencyTypeId: 1 }, false],
  ])('%o → %s', (filter, expected) => {
    expect(matchesBillFilter(b, filter)).toBe(expected);
  });

  it('can leave the state filter out', () => {
    expect(matchesBillFilter(b, { states: [BillState.Submitted] }, { ignoreState: true })).toBe(true);
  });
});

describe('pickers, totals and groups', () => {
  const bills = [
    bill({ payorId: 2002, payorName: 'Prairie Grain Co.', state: BillState.Delivered, totalAmount: 50 }),
    bill({ payorId: 2001, state: BillState.Delivered, totalAmount: 25 }),
    bill({ payorId: 2001, state: BillState.Sent, totalAmount: 10 }),
    bill({ payeeId: 1002, payeeName: 'Blue Ridge Haulers', state: BillState.Pending, totalAmount: 5 }),
  ];

  it('lists payors and payees once each, by name, with their names', () => {
    expect(billPickers(bills)).toEqual({
      payorIds: [2002, 2001],
      payeeIds: [1002, 1001],
      names: {
        '2001': 'Redline Logistics',
        '2002': 'Prairie Grain Co.',
        '1001': 'Lone Star Freight LLC',
        '1002': 'Blue Ridge Haulers',
      },
    });
  });

  it('counts and sums per state, one entry per visible state, zeros included', () => {
    expect(stateTotals(bills, [BillState.Delivered, BillState.Sent, BillState.Approved])).toEqual([
      { state: BillState.Delivered, count: 2, amounts: [{ currencyTypeId: 1, amount: 75 }] },
      { state: BillState.Sent, count: 1, amounts: [{ currencyTypeId: 1, amount: 10 }] },
      { state: BillState.Approved, count: 0, amounts: [] },
    ]);
  });

  it('adds states up into the payee’s and the payor’s groups', () => {
    const totals = stateTotals(bills, Object.values(BillState));
    expect(groupTotals(totals, payeeBillGroups)).toEqual({
      incomplete: { count: 1, amounts: [{ currencyTypeId: 1, amount: 5 }] },
      submitted: { count: 3, amounts: [{ currencyTypeId: 1, amount: 85 }] },
    });
    expect(groupTotals(totals, payorBillGroups)).toEqual({
      incomplete: { count: 1, amounts: [{ currencyTypeId: 1, amount: 10 }] },
      rejected: { count: 0, amounts: [] },
      submitted: { count: 2, amounts: [{ currencyTypeId: 1, amount: 75 }] },
    });
  });

  it('never adds amounts of different currencies: counts add up, cents stay per currency', () => {
    const mixed = [
      bill({ state: BillState.Delivered, currencyTypeId: 2, totalAmount: 400 }),
      bill({ state: BillState.Delivered, currencyTypeId: 1, totalAmount: 100 }),
      bill({ state: BillState.Delivered, currencyTypeId: 2, totalAmount: 30 }),
      bill({ state: BillState.Submitted, currencyTypeId: 1, totalAmount: 7 }),
      bill({ state: BillState.Rejected, currencyTypeId: 2, totalAmount: 9 }),
    ];
    const totals = stateTotals(mixed, [BillState.Delivered, BillState.Submitted, BillState.Rejected]);
    expect(totals).toEqual([
      {
        state: BillState.Delivered,
        count: 3,
        amounts: [
          { currencyTypeId: 1, amount: 100 },
          { currencyTypeId: 2, amount: 430 },
        ],
      },
      { state: BillState.Submitted, count: 1, amounts: [{ currencyTypeId: 1, amount: 7 }] },
      { state: BillState.Rejected, count: 1, amounts: [{ currencyTypeId: 2, amount: 9 }] },
    ]);
    expect(groupTotals(totals, payeeBillGroups).submitted).toEqual({
      count: 5,
      amounts: [
        { currencyTypeId: 1, amount: 107 },
        { currencyTypeId: 2, amount: 439 },
      ],
    });
  });
});

describe('sorting', () => {
  const a = bill({
    loadOrInvoiceNumber: 'b-2',
    totalAmount: 300,
    createdAt: '2026-03-01T00:00:00.000Z',
    submittedAt: '2026-03-05T00:00:00.000Z',
  });
  const b = bill({
    loadOrInvoiceNumber: 'A-1',
    totalAmount: 100,
    createdAt: '2026-03-03T00:00:00.000Z',
    submittedAt: null,
  });
  const c = bill({
    loadOrInvoiceNumber: 'c-3',
    totalAmount: 200,
    createdAt: '2026-03-02T00:00:00.000Z',
    submittedAt: '2026-03-04T00:00:00.000Z',
  });
  const ids = (list: ListableBill[]) => list.map((x) => x.id);

  it('by creation, newest first or oldest first', () => {
    expect(ids(sortBills([a, b, c], 'createdAt', false))).toEqual(ids([b, c, a]));
    expect(ids(sortBills([a, b, c], 'createdAt', true))).toEqual(ids([a, c, b]));
  });

  it('by submission: unsubmitted bills last in either direction', () => {
    expect(ids(sortBills([a, b, c], 'submittedAt', false))).toEqual(ids([a, c, b]));
    expect(ids(sortBills([a, b, c], 'submittedAt', true))).toEqual(ids([c, a, b]));
  });

  it('by number without regard to case, and by amount', () => {
    expect(ids(sortBills([a, b, c], 'loadOrInvoiceNumber', true))).toEqual(ids([b, a, c]));
    expect(ids(sortBills([a, b, c], 'totalAmount', false))).toEqual(ids([a, c, b]));
  });

  it('breaks ties by the newest bill, then the id, so pages are stable', () => {
    const x = bill({ state: BillState.Sent, createdAt: '2026-03-01T00:00:00.000Z', id: 'x' });
    const y = bill({ state: BillState.Sent, createdAt: '2026-03-02T00:00:00.000Z', id: 'y' });
    const z = bill({ state: BillState.Sent, createdAt: '2026-03-02T00:00:00.000Z', id: 'w' });
    expect(ids(sortBills([x, y, z], 'state', true))).toEqual(['w', 'y', 'x']);
  });
});

describe('a page of the list', () => {
  const visible = [
    bill({ payorId: 2001, state: BillState.Delivered, createdDate: '2026-03-01', totalAmount: 10 }),
    bill({ payorId: 2001, state: BillState.Incomplete, createdDate: '2026-03-02', totalAmount: 20 }),
    bill({
      payorId: 2002,
      payorName: 'Prairie Grain Co.',
      state: BillState.Delivered,
      createdDate: '2026-03-03',
      totalAmount: 40,
    }),
    bill({ payorId: 2001, state: BillState.Delivered, createdDate: '2026-03-04', totalAmount: 80 }),
    bill({ payorId: 2001, state: BillState.Approved, createdDate: '2026-03-05', totalAmount: 160 }),
  ];
  const base = {
    visibleStates: [BillState.Incomplete, BillState.Delivered, BillState.Approved],
    sortField: 'createdAt' as const,
    sortAsc: true,
    page: 1,
    pageSize: 2,
  };

  it('pages the filtered rows; totals ignore the state filter; pickers cover everything visible', () => {
    const page = billListPage(visible, { ...base, filter: { payorIds: [2001], states: [BillState.Delivered] } });
    expect(page.rows.map((r) => r.totalAmount)).toEqual([10, 80]);
    expect(page.totalCount).toBe(2);
    expect(page.hasMore).toBe(false);
    expect(page.totals).toEqual([
      { state: BillState.Incomplete, count: 1, amounts: [{ currencyTypeId: 1, amount: 20 }] },
      { state: BillState.Delivered, count: 2, amounts: [{ currencyTypeId: 1, amount: 90 }] },
      { state: BillState.Approved, count: 1, amounts: [{ currencyTypeId: 1, amount: 160 }] },
    ]);
    expect(page.payorIds).toEqual([2002, 2001]);
  });

  it('says when more pages follow, and serves the later ones', () => {
    const first = billListPage(visible, { ...base, filter: {} });
    expect(first.rows.map((r) => r.totalAmount)).toEqual([10, 20]);
    expect(first).toMatchObject({ page: 1, pageSize: 2, totalCount: 5, hasMore: true });
    const last = billListPage(visible, { ...base, page: 3, filter: {} });
    expect(last.rows.map((r) => r.totalAmount)).toEqual([160]);
    expect(last.hasMore).toBe(false);
    expect(billListPage(visible, { ...base, page: 9, filter: {} }).rows).toEqual([]);
  });

  it('totals follow the other filters (date range)', () => {
    const page = billListPage(visible, { ...base, filter: { createdFrom: '2026-03-03', createdTo: '2026-03-04' } });
    expect(page.totals.find((t) => t.state === BillState.Delivered)).toEqual({
      state: BillState.Delivered,
      count: 2,
      amounts: [{ currencyTypeId: 1, amount: 120 }],
    });
    expect(page.totals.find((t) => t.state === BillState.Incomplete)?.count).toBe(0);
  });
});
