import { describe, expect, it } from 'vitest';
import { BillState, payorBillGroups } from '#shared/enums/bill-state.ts';
import {
  apiQueryOf,
  carrierOptions,
  defaultListState,
  groupCounts,
  isFiltered,
  nextSort,
  payorVisibleStates,
  readListState,
  type SettlementListState,
  statesOfTab,
  writeListState,
} from '#web/features/payor-settlements/lib/list-state.ts';

const read = (query: string) => readListState(new URLSearchParams(query));

describe('Settlements list state in the address bar', () => {
  it('defaults to every group, sorted by submission time, newest first (seeds 001 §2)', () => {
    expect(read('')).toEqual(defaultListState);
    expect(defaultListState.sortField).toBe('submittedAt');
    expect(defaultListState.sortAsc).toBe(false);
    expect(writeListState(defaultListState).toString()).toBe('');
  });

  it('writes only what differs from the defaults and reads it back', () => {
    const state: SettlementListState = {
      tab: 'submitted',
      state: BillState.Delivered,
      createdFrom: '2025-03-01',
      createdTo: '2025-03-31',
      q: 'LD88',
      payeeId: 1001,
      sortField: 'totalAmount',
      sortAsc: false,
      page: 3,
      pageSize: 50,
    };
    const params = writeListState(state);
    expect(Object.fromEntries(params)).toEqual({
      tab: 'submitted',
      state: 'delivered',
      createdFrom: '2025-03-01',
      createdTo: '2025-03-31',
      q: 'LD88',
      payeeId: '1001',
      sortField: 'totalAmount',
      sortAsc: 'false',
      page: '3',
      pageSize: '50',
    });
    expect(readListState(params)).toEqual(state);
  });

  it('falls back to defaults for anything unknown or malformed', () => {
    const state = read(
      'tab=paid&state=exception&createdFrom=2025-13-01&createdTo=soon&payeeId=-4&sortField=amount&page=0&pageSize=7',
    );
    expect(state).toEqual(defaultListState);
  });

  it('keeps a state only when it belongs to the open group', () => {
    expect(read('tab=rejected&state=approved').state).toBeNull();
    expect(read('tab=rejected&state=rejected').state).toBe(BillState.Rejected);
    expect(read('state=sent').state).toBe(BillState.Sent);
    // Pending and exception bills never reach a payor (issue 4 contract).
    expect(read('state=pending').state).toBeNull();
    expect(writeListState({ ...defaultListState, tab: 'incomplete', state: BillState.Approved }).has('state')).toBe(
      false,
    );
  });

  it('reads a reversed date range the right way round and trims the search', () => {
    const state = read('createdFrom=2025-04-30&createdTo=2025-04-01&q=%20%20LD1%20');
    expect(state.createdFrom).toBe('2025-04-01');
    expect(state.createdTo).toBe('2025-04-30');
    expect(state.q).toBe('LD1');
    expect(read(`q=${'9'.repeat(80)}`).q).toHaveLength(64);
  });

  it('reads each key with the API’s own field for it', () => {
    // A state the API does not know, a page it refuses, a search it refuses, an order it does not read.
    expect(read('state=archived&page=10001&q=LD%091&sortAsc=yes&pageSize=500')).toEqual(defaultListState);
    // A carrier given twice (a hand-edited link) filters by the first.
    expect(read('payeeId=1001&payeeId=1002').payeeId).toBe(1001);
    expect(read('sortField=payeeName&sortAsc=true')).toMatchObject({ sortField: 'payeeName', sortAsc: true });
  });
});

describe('Settlements API query (seeds 001 §7)', () => {
  it('sends the ransack filters, the order and the page', () => {
    expect(
      apiQueryOf({
        ...defaultListState,
        createdFrom: '2025-03-01',
        createdTo: '2025-03-31',
        q: ' LD88 ',
        payeeId: 1001,
        state: BillState.Rejected,
        tab: 'rejected',
        page: 2,
      }),
    ).toEqual({
      'q[created_date_gteq]': '2025-03-01',
      'q[created_date_lteq]': '2025-03-31',
      'q[load_or_invoice_number_cont]': 'LD88',
      'q[payee_id_in]': [1001],
      'q[state_in]': ['rejected'],
      sortField: 'submittedAt',
      sortAsc: false,
      page: 2,
      pageSize: 25,
    });
  });

  it('narrows to the open group’s states, and to none for All', () => {
    expect(apiQueryOf(defaultListState)['q[state_in]']).toBeUndefined();
    expect(apiQueryOf({ ...defaultListState, tab: 'incomplete' })['q[state_in]']).toEqual(['incomplete', 'sent']);
    expect(apiQueryOf({ ...defaultListState, tab: 'submitted' })['q[state_in]']).toEqual([
      ...payorBillGroups.submitted,
    ]);
    const empty = apiQueryOf(defaultListState);
    expect(empty['q[payee_id_in]']).toBeUndefined();
    expect(empty['q[load_or_invoice_number_cont]']).toBeUndefined();
    expect(empty['q[created_date_gteq]']).toBeUndefined();
  });

  it('knows when filters narrow the list (the tab alone does not)', () => {
    expect(isFiltered(defaultListState)).toBe(false);
    expect(isFiltered({ ...defaultListState, tab: 'rejected' })).toBe(false);
    expect(isFiltered({ ...defaultListState, q: 'LD' })).toBe(true);
    expect(isFiltered({ ...defaultListState, payeeId: 3 })).toBe(true);
    expect(isFiltered({ ...defaultListState, createdTo: '2025-01-01' })).toBe(true);
    expect(isFiltered({ ...defaultListState, state: BillState.Sent })).toBe(true);
  });
});

describe('payor groups and states (seeds 001 §4)', () => {
  it('covers every state a payor sees, and not pending or exception', () => {
    expect([...payorVisibleStates].sort()).toEqual(
      ['approved', 'delivered', 'ignored', 'incomplete', 'rejected', 'removed', 'sent', 'submitted'].sort(),
    );
    expect(statesOfTab('all')).toEqual(payorVisibleStates);
    expect(statesOfTab('rejected')).toEqual(['rejected']);
  });

  it('counts the three groups and their sum from the totals per state, amounts per currency', () => {
    const usd = (amount: number) => [{ currencyTypeId: 1, amount }];
    const counts = groupCounts([
      { state: BillState.Incomplete, count: 2, amounts: usd(0) },
      { state: BillState.Sent, count: 1, amounts: usd(100_00) },
      {
        state: BillState.Rejected,
        count: 3,
        amounts: [
          { currencyTypeId: 1, amount: 200_00 },
          { currencyTypeId: 2, amount: 100_00 },
        ],
      },
      { state: BillState.Delivered, count: 4, amounts: usd(400_00) },
      { state: BillState.Approved, count: 1, amounts: usd(50_00) },
      { state: BillState.Ignored, count: 1, amounts: usd(10_00) },
    ]);
    expect(counts).toEqual({
      all: {
        count: 12,
        amounts: [
          { currencyTypeId: 1, amount: 760_00 },
          { currencyTypeId: 2, amount: 100_00 },
        ],
      },
      incomplete: { count: 3, amounts: usd(100_00) },
      rejected: {
        count: 3,
        amounts: [
          { currencyTypeId: 1, amount: 200_00 },
          { currencyTypeId: 2, amount: 100_00 },
        ],
      },
      submitted: { count: 6, amounts: usd(460_00) },
    });
    expect(groupCounts([]).all).toEqual({ count: 0, amounts: [] });
  });

  it('does not count states outside the payor groups', () => {
    expect(groupCounts([{ state: BillState.Pending, count: 5, amounts: [] }]).all.count).toBe(0);
  });
});

describe('sorting and the carrier picker', () => {
  it('flips the open column and starts dates and totals with the newest or largest', () => {
    expect(nextSort({ sortField: 'submittedAt', sortAsc: false }, 'submittedAt')).toEqual({
      sortField: 'submittedAt',
      sortAsc: true,
    });
    expect(nextSort({ sortField: 'submittedAt', sortAsc: false }, 'totalAmount')).toEqual({
      sortField: 'totalAmount',
      sortAsc: false,
    });
    expect(nextSort({ sortField: 'submittedAt', sortAsc: false }, 'payeeName')).toEqual({
      sortField: 'payeeName',
      sortAsc: true,
    });
  });

  it('lists the carriers of the payor’s bills by name, once each', () => {
    expect(
      carrierOptions({
        payeeIds: [7, 1001, 7, 12],
        names: { '1001': 'Lone Star Freight LLC', '7': 'Blue Ridge Haulers' },
      }),
    ).toEqual([
      { id: 12, name: '#12' },
      { id: 7, name: 'Blue Ridge Haulers' },
      { id: 1001, name: 'Lone Star Freight LLC' },
    ]);
  });
});
