import { describe, expect, it } from 'vitest';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { readListState, writeListState } from '#web/features/payor-invoices/lib/list-state.ts';
import { actionsFor, outcomeCounts, totalsByCurrency } from '#web/features/payor-invoices/lib/review.ts';

describe('the payor’s review moves', () => {
  it('offers the moves at least one selected invoice can make', () => {
    expect(actionsFor([InvoiceStatus.Pending]).map((a) => a.key)).toEqual(['approve', 'hold', 'reissue', 'remove']);
    expect(actionsFor([InvoiceStatus.Held]).map((a) => a.key)).toEqual(['approve', 'backToReview', 'remove']);
    expect(actionsFor([InvoiceStatus.Paid, InvoiceStatus.Removed])).toEqual([]);
    expect(actionsFor([InvoiceStatus.Paid, InvoiceStatus.PendingReissue]).map((a) => a.key)).toEqual([
      'backToReview',
      'remove',
    ]);
  });

  it('counts the outcomes and totals a selection per currency', () => {
    const result = (outcome: 'changed' | 'conflict') => ({ id: 1, outcome, statusId: null, version: null });
    expect(outcomeCounts([result('changed'), result('changed'), result('conflict')])).toMatchObject({
      changed: 2,
      conflict: 1,
      unchanged: 0,
    });
    expect(
      totalsByCurrency([
        { currencyId: 1, grossCents: 100 },
        { currencyId: 2, grossCents: 5 },
        { currencyId: 1, grossCents: 50 },
      ]),
    ).toEqual([
      { currencyId: 1, cents: 150 },
      { currencyId: 2, cents: 5 },
    ]);
  });
});

describe('the payor’s invoice list in the address bar', () => {
  it('reads what it writes, and drops what the API would refuse', () => {
    const state = readListState(
      new URLSearchParams('status=5&status=99&datePreset=last30Days&q=rl-1&sortField=grossCents'),
    );
    expect(state).toMatchObject({ statuses: [5], date: 'last30Days', q: 'rl-1', sortField: 'grossCents', page: 1 });
    expect(readListState(writeListState(state))).toEqual(state);
    expect(readListState(new URLSearchParams('dateTypeId=7&pageSize=33')).dateTypeId).toBe(1);
  });
});
