import { describe, expect, it } from 'vitest';
import {
  type ListablePayment,
  matchesPaymentFilter,
  paymentTotals,
  sortPayments,
} from '#functions/domain/payments/payment-list.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import { paymentsQuerySchema } from '#shared/schemas/payee-payments.ts';

function payment(overrides: Partial<ListablePayment> & { id: string }): ListablePayment {
  return {
    code: `PAY-${overrides.id.toUpperCase()}`,
    confirmationNumber: `LP${overrides.id.toUpperCase()}`,
    paidDate: '2025-03-01',
    state: PaymentState.Paid,
    payoutType: PayoutType.INVOICE_PAYOUT,
    currencyId: 1,
    invoiceIds: [1],
    loadNumbers: ['LD880013'],
    grossCents: 100_000,
    netCents: 100_000,
    createdAt: '2025-03-01T20:00:00.000Z',
    ...overrides,
  };
}

describe('payments list filter', () => {
  const p = payment({ id: 'a1', paidDate: '2025-03-10', loadNumbers: ['LD880013', 'LD-990 1'] });

  it('passes everything when nothing filters', () => {
    expect(matchesPaymentFilter(p, {})).toBe(true);
    expect(matchesPaymentFilter(p, { payoutTypes: [], states: [], search: '  ' })).toBe(true);
  });

  it('keeps the paid date range inclusive at both ends', () => {
    expect(matchesPaymentFilter(p, { startDate: '2025-03-10', endDate: '2025-03-10' })).toBe(true);
    expect(matchesPaymentFilter(p, { startDate: '2025-03-11' })).toBe(false);
    expect(matchesPaymentFilter(p, { endDate: '2025-03-09' })).toBe(false);
  });

  it('filters by payout type, state and currency', () => {
    expect(matchesPaymentFilter(p, { payoutTypes: [PayoutType.INVOICE_PAYOUT, PayoutType.TERM_FEE_REFUND] })).toBe(
      true,
    );
    expect(matchesPaymentFilter(p, { payoutTypes: [PayoutType.QUICKPAY_INVOICE_PAYOUT] })).toBe(false);
    expect(matchesPaymentFilter(p, { states: [PaymentState.Pending] })).toBe(false);
    expect(matchesPaymentFilter(p, { states: [PaymentState.Paid] })).toBe(true);
    expect(matchesPaymentFilter(p, { currencyId: 2 })).toBe(false);
    expect(matchesPaymentFilter(p, { currencyId: 1 })).toBe(true);
  });

  it('searches confirmation numbers, codes and load numbers, ignoring case, spaces and dashes', () => {
    expect(matchesPaymentFilter(p, { search: 'lpa1' })).toBe(true);
    expect(matchesPaymentFilter(p, { search: 'pay-a1' })).toBe(true);
    expect(matchesPaymentFilter(p, { search: 'ld 880-013' })).toBe(true);
    expect(matchesPaymentFilter(p, { search: '9901' })).toBe(true);
    expect(matchesPaymentFilter(p, { search: 'LD880014' })).toBe(false);
  });
});

describe('payments list order', () => {
  const payments = [
    payment({ id: 'b', paidDate: '2025-03-01', netCents: 500, createdAt: '2025-03-01T20:00:00.000Z' }),
    payment({ id: 'a', paidDate: '2025-03-05', netCents: 900, invoiceIds: [1, 2, 3] }),
    payment({ id: 'c', paidDate: '2025-03-01', netCents: 900, createdAt: '2025-03-01T21:00:00.000Z' }),
  ];

  it('defaults to the paid date, newest first, ties newest payment first', () => {
    expect(sortPayments(payments).map((x) => x.id)).toEqual(['a', 'c', 'b']);
  });

  it('sorts by a column either way, ties by paid date then creation', () => {
    expect(sortPayments(payments, 'netCents', true).map((x) => x.id)).toEqual(['b', 'a', 'c']);
    expect(sortPayments(payments, 'netCents', false).map((x) => x.id)).toEqual(['a', 'c', 'b']);
    expect(sortPayments(payments, 'invoiceCount', false).map((x) => x.id)).toEqual(['a', 'c', 'b']);
    expect(sortPayments(payments, 'paidDate', true).map((x) => x.id)).toEqual(['c', 'b', 'a']);
    expect(sortPayments(payments, 'code', true).map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });

  it('does not change the list it was given', () => {
    const before = payments.map((x) => x.id);
    sortPayments(payments, 'code', true);
    expect(payments.map((x) => x.id)).toEqual(before);
  });
});

describe('payments totals', () => {
  it('adds up per currency and never across currencies', () => {
    expect(
      paymentTotals([
        payment({ id: 'a', currencyId: 2, grossCents: 10_000, netCents: 9_500 }),
        payment({ id: 'b', currencyId: 1, grossCents: 1, netCents: 1 }),
        payment({ id: 'c', currencyId: 2, grossCents: 5, netCents: 5 }),
      ]),
    ).toEqual([
      { currencyId: 1, count: 1, grossCents: 1, netCents: 1 },
      { currencyId: 2, count: 2, grossCents: 10_005, netCents: 9_505 },
    ]);
    expect(paymentTotals([])).toEqual([]);
  });

  it('leaves refunded payments out of the totals and counts a term fee refund', () => {
    expect(
      paymentTotals([
        payment({ id: 'a', grossCents: 10_000, netCents: 9_700, state: PaymentState.Refunded }),
        payment({ id: 'b', grossCents: 300, netCents: 300, payoutType: PayoutType.TERM_FEE_REFUND }),
      ]),
    ).toEqual([{ currencyId: 1, count: 1, grossCents: 300, netCents: 300 }]);
  });
});

describe('payments list query', () => {
  it('reads repeated filters and defaults', () => {
    const query = paymentsQuerySchema.parse({ payoutType: ['5', '7'], state: 'paid', q: '  LP12 ' });
    expect(query).toMatchObject({ page: 1, pageSize: 25, payoutType: [5, 7], state: ['paid'], q: 'LP12' });
    expect(query.sortField).toBeUndefined();
  });

  it('refuses unknown values, bad dates and a range that ends before it starts, by field', () => {
    const issues = (input: Record<string, unknown>) =>
      paymentsQuerySchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    // Repeated keys fail as a whole (zod's union message, which the API shows as 'Invalid value').
    expect(issues({ payoutType: '10' })?.map(([path]) => path)).toEqual(['payoutType']);
    expect(issues({ state: 'bounced' })?.[0]?.[0]).toBe('state');
    expect(issues({ sortField: 'password' })).toEqual([['sortField', 'validation.invalid']]);
    expect(issues({ startDate: '2025-02-30' })).toEqual([['startDate', 'validation.date']]);
    expect(issues({ startDate: '2025-03-02', endDate: '2025-03-01' })).toEqual([['endDate', 'validation.invalid']]);
    expect(issues({ q: 'x'.repeat(65) })).toEqual([['q', 'validation.invalid']]);
  });
});
