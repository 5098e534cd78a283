import { describe, expect, it } from 'vitest';
import { BillState, payeeBillGroups, payorBillGroups } from '#shared/enums/bill-state.ts';
import {
  groupOf,
  groupTotals,
  isEditableByPayee,
  isInFlight,
  isResubmittableByPayee,
} from '#web/lib/paperwork/bill-groups.ts';

const totals = [
  { state: BillState.Incomplete, count: 2, amount: 1_000 },
  { state: BillState.Pending, count: 1, amount: 500 },
  { state: BillState.Delivered, count: 3, amount: 9_000 },
  { state: BillState.Rejected, count: 1, amount: 700 },
  { state: BillState.Removed, count: 4, amount: 100 },
];

describe('groupTotals', () => {
  it('adds the states of each payee group (seeds 000 §4) and leaves removed bills out', () => {
    expect(groupTotals(payeeBillGroups, totals)).toEqual({
      incomplete: { count: 3, amount: 1_500 },
      submitted: { count: 4, amount: 9_700 },
    });
  });

  it('works for the payor grouping too (seeds 001 §4)', () => {
    expect(groupTotals(payorBillGroups, totals)).toEqual({
      incomplete: { count: 2, amount: 1_000 },
      rejected: { count: 1, amount: 700 },
      submitted: { count: 7, amount: 9_100 },
    });
  });

  it('counts zero for states the list has none of', () => {
    expect(groupTotals(payeeBillGroups, [])).toEqual({
      incomplete: { count: 0, amount: 0 },
      submitted: { count: 0, amount: 0 },
    });
  });
});

describe('state rules of the carrier', () => {
  it('puts each state in its group, or none', () => {
    expect(groupOf(payeeBillGroups, BillState.Exception)).toBe('incomplete');
    expect(groupOf(payeeBillGroups, BillState.Sent)).toBe('submitted');
    expect(groupOf(payeeBillGroups, BillState.Ignored)).toBeNull();
  });

  it('edits incomplete, pending, exception and rejected bills only', () => {
    const editable = Object.values(BillState).filter(isEditableByPayee);
    expect(editable.sort()).toEqual(['exception', 'incomplete', 'pending', 'rejected']);
  });

  it('lets only an administrator submit a pending bill', () => {
    expect(isResubmittableByPayee(BillState.Pending, { isAdmin: true })).toBe(true);
    expect(isResubmittableByPayee(BillState.Pending, { isAdmin: false })).toBe(false);
    expect(isResubmittableByPayee(BillState.Rejected, { isAdmin: false })).toBe(true);
    expect(isResubmittableByPayee(BillState.Delivered, { isAdmin: true })).toBe(false);
    expect(isInFlight(BillState.Sent)).toBe(true);
  });
});
