import { describe, expect, it } from 'vitest';
import { BillState } from '#shared/enums/bill-state.ts';
import {
  apiQueryOf,
  defaultListState,
  isFiltered,
  readListState,
  sortChange,
  writeListState,
} from '#web/features/payee-paperwork/lib/list-state.ts';

describe('the paperwork list state in the address bar', () => {
  it('writes nothing for the defaults and reads them back', () => {
    expect(writeListState(defaultListState).toString()).toBe('');
    expect(readListState(new URLSearchParams())).toEqual(defaultListState);
  });

  it('round-trips every filter, the order and the page', () => {
    const state = {
      group: 'submitted' as const,
      from: '2026-01-01',
      to: '2026-01-31',
      q: 'LD88',
      payorId: 2001,
      sortField: 'totalAmount' as const,
      sortAsc: true,
      page: 3,
      pageSize: 50,
    };
    const params = writeListState(state);
    expect(params.toString()).toBe(
      'group=submitted&from=2026-01-01&to=2026-01-31&q=LD88&payorId=2001&sortField=totalAmount&sortAsc=true&page=3&pageSize=50',
    );
    expect(readListState(params)).toEqual(state);
  });

  it('falls back to the default for anything unknown or malformed', () => {
    const state = readListState(
      new URLSearchParams(
        `group=archived&from=2026-02-30&to=yesterday&payorId=-4&sortField=secret&page=0&pageSize=7&q=${'x'.repeat(90)}`,
      ),
    );
    expect(state).toEqual({ ...defaultListState, q: 'x'.repeat(64) });
  });

  it('reads each key with the API’s own field for it', () => {
    // A column the API sorts by but this list does not offer, a page the API refuses, a search it refuses.
    expect(readListState(new URLSearchParams('sortField=payeeName&page=10001&q=LD%0A1&sortAsc=yes'))).toEqual(
      defaultListState,
    );
    // A broker given twice (a hand-edited link) filters by the first; the search is trimmed as the API trims it.
    const state = readListState(new URLSearchParams('payorId=2001&payorId=2002&q=%20LD7%20'));
    expect(state.payorId).toBe(2001);
    expect(state.q).toBe('LD7');
  });
});

describe('apiQueryOf', () => {
  it('sends the group as its states and the filters under their ransack keys', () => {
    expect(
      apiQueryOf({ ...defaultListState, group: 'incomplete', from: '2026-01-01', q: ' LD ', payorId: 2001 }),
    ).toEqual({
      'q[state_in]': [BillState.Incomplete, BillState.Pending, BillState.Exception],
      'q[created_date_gteq]': '2026-01-01',
      'q[created_date_lteq]': undefined,
      'q[load_or_invoice_number_cont]': 'LD',
      'q[payor_id_in]': [2001],
      sortField: 'createdAt',
      sortAsc: false,
      page: 1,
      pageSize: 25,
    });
  });

  it('sends no state filter for all bills', () => {
    expect(apiQueryOf(defaultListState)['q[state_in]']).toBeUndefined();
  });
});

describe('sortChange and isFiltered', () => {
  it('flips the same column and starts a new one in its natural direction', () => {
    expect(sortChange(defaultListState, 'createdAt')).toEqual({ sortField: 'createdAt', sortAsc: true, page: 1 });
    expect(sortChange(defaultListState, 'payorName')).toEqual({ sortField: 'payorName', sortAsc: true, page: 1 });
    expect(sortChange(defaultListState, 'totalAmount')).toEqual({ sortField: 'totalAmount', sortAsc: false, page: 1 });
  });

  it('counts filters, not the group', () => {
    expect(isFiltered({ ...defaultListState, group: 'submitted' })).toBe(false);
    expect(isFiltered({ ...defaultListState, to: '2026-01-01' })).toBe(true);
    expect(isFiltered({ ...defaultListState, q: '  ' })).toBe(false);
  });
});
