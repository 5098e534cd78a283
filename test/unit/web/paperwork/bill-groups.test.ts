import { describe, expect, it } from 'vitest';
import { BillState, payeeBillGroups, payorBillGroups } from '#shared/enums/bill-state.ts';
import {
  groupOf,
  groupTotals,
  isEditableByPayee,
  isInFlight,
  isResubmittableByPayee,
  sumByCurrency,
} from '#web/lib/paperwork/bill-groups.ts';

const usd = (amount: number) => [{ currencyTypeId: 1, amount }];
const totals = [
  { state: BillState.Incomplete, count: 2, amounts: usd(1_000) },
  { state: BillState.Pending, count: 1, amounts: usd(500) },
  { state: BillState.Delivered, count: 3, amounts: usd(9_000) },
  { state: BillState.Rejected, count: 1, amounts: usd(700) },
  { state: BillState.Removed, count: 4, amounts: usd(100) },
];

describe('groupTotals', () => {
  it('adds the states of each payee group (seeds 000 §4) and leaves removed bills out', () => {
    expect(groupTotals(payeeBillGroups, totals)).toEqual({
      incomplete: { count: 3, amounts: usd(1_500) },
      submitted: { count: 4, amounts: usd(9_700) },
    });
  });

  it('works for the payor grouping too (seeds 001 §4)', () => {
    expect(groupTotals(payorBillGroups, totals)).toEqual({
      incomplete: { count: 2, amounts: usd(1_000) },
      rejected: { count: 1, amounts: usd(700) },
      submitted: { count: 7, amounts: usd(9_100) },
    });
  });

  it('counts zero for states the list has none of', () => {
    expect(groupTotals(payeeBillGroups, [])).toEqual({
      incomplete: { count: 0, amounts: [] },
      submitted: { count: 0, amounts: [] },
    });
  });

  it('keeps USD and CAD apart: counts add up, amounts only within a currency', () => {
    const mixed = [
      {
        state: BillState.Delivered,
        count: 3,
        amounts: [
          { currencyTypeId: 1, amount: 100 },
          { currencyTypeId: 2, amount: 430 },
        ],
      },
      { state: BillState.Sent, count: 1, amounts: [{ currencyTypeId: 2, amount: 9 }] },
      { state: BillState.Approved, count: 1, amounts: [{ currencyTypeId: 1, amount: 7 }] },
    ];
    expect(groupTotals(payeeBillGroups, mixed).submitted).toEqual({
      count: 5,
      amounts: [
        { currencyTypeId: 1, amount: 107 },
        { currencyTypeId: 2, amount: 439 },
      ],
    });
    expect(sumByCurrency([])).toEqual([]);
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
