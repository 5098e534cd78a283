import { describe, expect, it } from 'vitest';
import {
  creditLinesOf,
  creditUsageHistory,
  invoiceStatusOn,
  isAdvancedUnfundedOn,
  type UsageInvoice,
  type UsagePayment,
} from '#functions/domain/payor-reports/credit-usage.ts';
import { sortRows, totalsByCurrency } from '#functions/domain/payor-reports/report-lists.ts';
import {
  type FeePayment,
  periodOf,
  revenueSharePeriods,
  revenueShareTotals,
  shareOf,
} from '#functions/domain/payor-reports/revenue-share.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PayoutType } from '#shared/enums/payout.ts';

/** Noon in Chicago of a day, as the records write instants. */
const at = (day: string) => `${day}T18:00:00.000Z`;

const invoice = (id: number, grossCents: number, history: [InvoiceStatus, string][], currencyId = 1): UsageInvoice => ({
  id,
  currencyId,
  grossCents,
  statusHistory: history.map(([status, day]) => ({ status, at: at(day), actor: 'payor' })),
});

const payment = (overrides: Partial<UsagePayment>): UsagePayment => ({
  id: 'p1',
  currencyId: 1,
  grossCents: 100_00,
  payoutType: PayoutType.QUICKPAY_INVOICE_PAYOUT,
  state: PaymentState.Paid,
  paidDate: '2026-03-10',
  draftDate: null,
  refund: null,
  ...overrides,
});

describe('credit usage', () => {
  it('reads an invoice’s status at the end of a day from its history (Chicago dates)', () => {
    const inv = invoice(1, 500_00, [
      [InvoiceStatus.Pending, '2026-03-01'],
      [InvoiceStatus.Approved, '2026-03-03'],
      [InvoiceStatus.Paid, '2026-03-08'],
    ]);
    expect(invoiceStatusOn(inv, '2026-02-28')).toBeNull();
    expect(invoiceStatusOn(inv, '2026-03-02')).toBe(InvoiceStatus.Pending);
    expect(invoiceStatusOn(inv, '2026-03-03')).toBe(InvoiceStatus.Approved);
    expect(invoiceStatusOn(inv, '2026-03-08')).toBe(InvoiceStatus.Paid);
    // 04:00 UTC is still the day before in Chicago.
    expect(
      invoiceStatusOn({ statusHistory: [{ status: 2, at: '2026-03-05T04:00:00.000Z', actor: 'x' }] }, '2026-03-04'),
    ).toBe(2);
  });

  it('counts a QuickPay payment from its paid day until its draft or refund', () => {
    const drafted = payment({ draftDate: '2026-03-12' });
    expect(isAdvancedUnfundedOn(drafted, '2026-03-09')).toBe(false);
    expect(isAdvancedUnfundedOn(drafted, '2026-03-10')).toBe(true);
    expect(isAdvancedUnfundedOn(drafted, '2026-03-11')).toBe(true);
    expect(isAdvancedUnfundedOn(drafted, '2026-03-12')).toBe(false);
    const refunded = payment({
      state: PaymentState.Refunded,
      refund: {
        at: at('2026-03-11'),
        date: '2026-03-11',
        byUserId: 1,
        byName: 'Staff',
        reason: null,
        termFeeRefundPaymentId: null,
        termFeeRefundCents: 0,
      },
    });
    expect(isAdvancedUnfundedOn(refunded, '2026-03-10')).toBe(true);
    expect(isAdvancedUnfundedOn(refunded, '2026-03-11')).toBe(false);
  });

  it('never counts Standard Pay payments: the payor funds them as they are drafted', () => {
    expect(isAdvancedUnfundedOn(payment({ payoutType: PayoutType.INVOICE_PAYOUT }), '2026-03-10')).toBe(false);
    expect(
      isAdvancedUnfundedOn(payment({ payoutType: PayoutType.PROMOTIONAL_QUICKPAY_INVOICE_PAYOUT }), '2026-03-10'),
    ).toBe(true);
  });

  it('adds approved unpaid invoices and unfunded advances against the limit, per currency', () => {
    const invoices = [
      invoice(1, 400_00, [[InvoiceStatus.Approved, '2026-03-01']]),
      invoice(2, 250_00, [[InvoiceStatus.MissingBank, '2026-03-01']]),
      invoice(3, 999_00, [[InvoiceStatus.Pending, '2026-03-01']]),
      invoice(4, 300_00, [[InvoiceStatus.Approved, '2026-03-01']], 2),
    ];
    const payments = [
      payment({ grossCents: 150_00 }),
      payment({ id: 'p2', grossCents: 80_00, draftDate: '2026-03-10' }),
    ];
    const lines = creditLinesOf({ today: '2026-03-10', invoices, payments, limits: new Map([[1, 1_000_00]]) });
    expect(lines).toEqual([
      {
        currencyId: 1,
        limitCents: 1_000_00,
        approvedUnfundedCents: 650_00,
        approvedUnfundedCount: 2,
        advancedUnfundedCents: 150_00,
        advancedUnfundedCount: 1,
        usedCents: 800_00,
        availableCents: 200_00,
        utilisationBps: 8_000,
      },
      {
        currencyId: 2,
        limitCents: null,
        approvedUnfundedCents: 300_00,
        approvedUnfundedCount: 1,
        advancedUnfundedCents: 0,
        advancedUnfundedCount: 0,
        usedCents: 300_00,
        availableCents: null,
        utilisationBps: null,
      },
    ]);
    expect(creditLinesOf({ today: '2026-03-10', invoices, payments, limits: new Map(), currencyId: 2 })).toHaveLength(
      1,
    );
  });

  it('moves an invoice from approved to advanced when it is paid on QuickPay, and out when drafted', () => {
    const invoices = [
      invoice(1, 500_00, [
        [InvoiceStatus.Approved, '2026-03-02'],
        [InvoiceStatus.Paid, '2026-03-04'],
      ]),
    ];
    const payments = [payment({ grossCents: 500_00, paidDate: '2026-03-04', draftDate: '2026-03-06' })];
    const history = creditUsageHistory({
      startDate: '2026-03-01',
      endDate: '2026-03-06',
      invoices,
      payments,
      limits: new Map([[1, 2_000_00]]),
    });
    expect(
      history.map((day) => [day.date, day.approvedUnfundedCents, day.advancedUnfundedCents, day.usedCents]),
    ).toEqual([
      ['2026-03-01', 0, 0, 0],
      ['2026-03-02', 500_00, 0, 500_00],
      ['2026-03-03', 500_00, 0, 500_00],
      ['2026-03-04', 0, 500_00, 500_00],
      ['2026-03-05', 0, 500_00, 500_00],
      ['2026-03-06', 0, 0, 0],
    ]);
    expect(history.every((day) => day.limitCents === 2_000_00)).toBe(true);
  });
  it('gives today’s line the same figure as the history’s today, even for records dated ahead', () => {
    // A payout run may date a payment (and its invoice's move to Paid) on a later business day: until
    // then the invoice is still approved and unfunded, and the line must not drop it early.
    const invoices = [
      invoice(1, 500_00, [
        [InvoiceStatus.Approved, '2026-03-02'],
        [InvoiceStatus.Paid, '2026-03-12'],
      ]),
      invoice(2, 200_00, [[InvoiceStatus.Approved, '2026-03-03']]),
    ];
    const payments = [payment({ grossCents: 500_00, paidDate: '2026-03-12' })];
    const limits = new Map([[1, 2_000_00]]);
    const [line] = creditLinesOf({ today: '2026-03-10', invoices, payments, limits });
    const today = creditUsageHistory({ startDate: '2026-03-10', endDate: '2026-03-10', invoices, payments, limits });
    expect(line).toMatchObject({ approvedUnfundedCents: 700_00, approvedUnfundedCount: 2, advancedUnfundedCents: 0 });
    expect(today.map((day) => day.usedCents)).toEqual([line?.usedCents]);
  });

  it('sums the days as a day-by-day reading of every record would', () => {
    const statuses = [InvoiceStatus.Pending, InvoiceStatus.Approved, InvoiceStatus.Held, InvoiceStatus.MissingBank];
    const invoices = Array.from({ length: 40 }, (_, n) =>
      invoice(
        n,
        (n + 1) * 1_00,
        Array.from({ length: 1 + (n % 4) }, (_, step): [InvoiceStatus, string] => [
          statuses[(n + step) % statuses.length] ?? InvoiceStatus.Pending,
          `2026-03-${String(1 + ((n * 3 + step * 5) % 27)).padStart(2, '0')}`,
        ]).sort((a, b) => (a[1] < b[1] ? -1 : 1)),
        1 + (n % 2),
      ),
    );
    const payments = Array.from({ length: 20 }, (_, n) =>
      payment({
        id: `p${n}`,
        grossCents: (n + 1) * 10_00,
        currencyId: 1 + (n % 2),
        paidDate: `2026-03-${String(1 + (n % 20)).padStart(2, '0')}`,
        draftDate: n % 3 === 0 ? null : `2026-03-${String(2 + (n % 20) + (n % 5)).padStart(2, '0')}`,
        payoutType: n % 4 === 0 ? PayoutType.INVOICE_PAYOUT : PayoutType.QUICKPAY_INVOICE_PAYOUT,
      }),
    );
    const history = creditUsageHistory({
      startDate: '2026-03-05',
      endDate: '2026-03-25',
      invoices,
      payments,
      limits: new Map([[3, 1]]),
    });
    for (const day of history) {
      const approved = invoices
        .filter((i) => i.currencyId === day.currencyId)
        .filter((i) =>
          [InvoiceStatus.Approved, InvoiceStatus.MissingBank].some((s) => s === invoiceStatusOn(i, day.date)),
        )
        .reduce((sum, i) => sum + i.grossCents, 0);
      const advanced = payments
        .filter((p) => p.currencyId === day.currencyId && isAdvancedUnfundedOn(p, day.date))
        .reduce((sum, p) => sum + p.grossCents, 0);
      expect([day.date, day.currencyId, day.approvedUnfundedCents, day.advancedUnfundedCents]).toEqual([
        day.date,
        day.currencyId,
        approved,
        advanced,
      ]);
    }
    expect(new Set(history.map((day) => day.currencyId))).toEqual(new Set([1, 2, 3]));
    expect(history).toHaveLength(21 * 3);
  });
});

const feePayment = (draftDate: string, termFeeCents: number, overrides: Partial<FeePayment> = {}): FeePayment => ({
  currencyId: 1,
  payoutType: PayoutType.QUICKPAY_INVOICE_PAYOUT,
  state: PaymentState.Paid,
  draftDate,
  termFeeCents,
  invoiceIds: [1],
  ...overrides,
});

describe('revenue share', () => {
  it('puts a day in its week (Monday to Sunday) or its month', () => {
    expect(periodOf('2026-03-11', 'week')).toEqual({ startDate: '2026-03-09', endDate: '2026-03-15' });
    expect(periodOf('2026-03-09', 'week')).toEqual({ startDate: '2026-03-09', endDate: '2026-03-15' });
    expect(periodOf('2026-03-15', 'week')).toEqual({ startDate: '2026-03-09', endDate: '2026-03-15' });
    expect(periodOf('2026-02-14', 'month')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
  });

  it('rounds a share down to the cent, as the statements do', () => {
    expect(shareOf(1_01, 2_500)).toBe(25);
    expect(shareOf(1_03, 2_500)).toBe(25);
    expect(shareOf(1_04, 2_500)).toBe(26);
    expect(shareOf(0, 2_500)).toBe(0);
  });

  it('shares the fees above the threshold per draft period, leaving out undrafted, refunded and non-QuickPay payments', () => {
    const payments = [
      feePayment('2026-03-02', 40_00),
      feePayment('2026-03-20', 30_00, { invoiceIds: [2, 3] }),
      feePayment('2026-03-21', 99_00, { state: PaymentState.Refunded }),
      feePayment('2026-03-22', 99_00, { payoutType: PayoutType.INVOICE_PAYOUT }),
      feePayment('2026-03-23', 99_00, { draftDate: null }),
      feePayment('2026-04-03', 10_00),
    ];
    const periods = revenueSharePeriods({ payments, kind: 'month', thresholdCents: 25_00, shareBps: 2_500 });
    expect(periods.map((p) => [p.startDate, p.invoiceCount, p.feeCents, p.eligibleFeeCents, p.shareCents])).toEqual([
      ['2026-04-01', 1, 10_00, 0, 0],
      ['2026-03-01', 3, 70_00, 45_00, 11_25],
    ]);
    expect(revenueShareTotals(periods)).toEqual([
      { currencyId: 1, periodCount: 2, invoiceCount: 4, feeCents: 80_00, eligibleFeeCents: 45_00, shareCents: 11_25 },
    ]);
  });
});

describe('report lists', () => {
  it('sorts newest first by default, nulls last, ties by the tie-breaker', () => {
    const rows = [
      { id: 'a', date: '2026-01-01' as string | null },
      { id: 'b', date: null },
      { id: 'c', date: '2026-02-01' },
      { id: 'd', date: '2026-02-01' },
    ];
    expect(
      sortRows(
        [...rows],
        (r) => r.date,
        (r) => r.id,
      ).map((r) => r.id),
    ).toEqual(['d', 'c', 'a', 'b']);
    expect(
      sortRows(
        [...rows],
        (r) => r.date,
        (r) => r.id,
        true,
      ).map((r) => r.id),
    ).toEqual(['a', 'c', 'd', 'b']);
  });

  it('totals per currency, never across', () => {
    const rows = [
      { currencyId: 2, grossCents: 5, feeCents: 1 },
      { currencyId: 1, grossCents: 10, feeCents: 2 },
      { currencyId: 1, grossCents: 20, feeCents: 3 },
    ];
    expect(totalsByCurrency(rows, ['grossCents', 'feeCents'] as const)).toEqual([
      { currencyId: 1, count: 2, grossCents: 30, feeCents: 5 },
      { currencyId: 2, count: 1, grossCents: 5, feeCents: 1 },
    ]);
  });
});
