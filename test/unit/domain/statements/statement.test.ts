import { describe, expect, it } from 'vitest';
import {
  isClosed,
  lastClosedMonth,
  lastClosedWeek,
  monthlyStatementType,
  monthPeriod,
  nextMonth,
  statementId,
  weekPeriod,
} from '#functions/domain/statements/periods.ts';
import {
  carriesRevenueShare,
  computeStatement,
  revenueShareOf,
  type StatementDraft,
  type StatementInputs,
  type StatementInvoice,
  type StatementPayment,
  type StatementTotals,
} from '#functions/domain/statements/statement.ts';
import { filterStatements, statementListTotals } from '#functions/domain/statements/statement-list.ts';
import { quickPayRevenueShareBps } from '#shared/constants/revenue-share.ts';
import { Currency } from '#shared/enums/currency.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import { StatementType } from '#shared/enums/statement-type.ts';

describe('statement periods', () => {
  it('reads a month and the week (Monday to Sunday) a date falls in', () => {
    expect(monthPeriod('2026-02')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthPeriod('2024-02')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(weekPeriod('2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' }); // a Sunday
    expect(weekPeriod('2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' }); // a Monday
    expect(() => monthPeriod('2026-13')).toThrow(RangeError);
  });

  it('finds the last closed month and week, across a year', () => {
    expect(lastClosedMonth('2026-01-15')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(lastClosedWeek('2026-11-29')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(lastClosedWeek('2026-11-30')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(isClosed(monthPeriod('2026-11'), '2026-11-30')).toBe(false);
    expect(isClosed(monthPeriod('2026-11'), '2026-12-01')).toBe(true);
    expect(nextMonth('2026-12')).toBe('2027-01');
  });

  it('makes monthly statements V2 from the cut-over month, the first layout before', () => {
    expect(monthlyStatementType(monthPeriod('2026-09'))).toBe(StatementType.MonthlyStatement);
    expect(monthlyStatementType(monthPeriod('2026-10'))).toBe(StatementType.MonthlyStatementV2);
    expect(statementId(StatementType.MonthlyStatementV2, monthPeriod('2026-10'))).toBe('5-2026-10-01');
  });
});

describe('revenue share', () => {
  it('is the share of the fees above the threshold, rounded down, nothing below it', () => {
    expect(revenueShareOf(10_000, 50)).toBe(Math.floor((5_000 * quickPayRevenueShareBps) / 10_000));
    expect(revenueShareOf(4_999, 50)).toBe(0);
    expect(revenueShareOf(3, null)).toBe(Math.floor((3 * quickPayRevenueShareBps) / 10_000));
  });

  it('is carried by the weekly or the monthly statements, as the payor calculates it', () => {
    const weekly = { calculatedWeekly: true, thresholdDollars: null };
    const monthly = { calculatedWeekly: false, thresholdDollars: null };
    expect(carriesRevenueShare(StatementType.WeeklyStatement, weekly)).toBe(true);
    expect(carriesRevenueShare(StatementType.MonthlyStatementV2, weekly)).toBe(false);
    expect(carriesRevenueShare(StatementType.MonthlyStatement, monthly)).toBe(true);
    expect(carriesRevenueShare(StatementType.WeeklyStatement, monthly)).toBe(false);
    expect(carriesRevenueShare(StatementType.RefundStatement, monthly)).toBe(false);
  });
});

const invoice = (id: number, paymentType: PaymentType, grossCents: number, feeCents: number): StatementInvoice => ({
  id,
  invoiceNumber: `INV-${id}`,
  loadNumber: `LD${id}`,
  currencyId: Currency.USD,
  grossCents,
  paymentType,
  feeCents,
  isFreeQuickPay: false,
});

function payment(id: string, overrides: Partial<StatementPayment>): StatementPayment {
  return {
    id,
    code: `P-${id}`,
    payeeId: 10,
    payoutType: PayoutType.INVOICE_PAYOUT,
    state: PaymentState.Paid,
    currencyId: Currency.USD,
    invoiceIds: [],
    grossCents: 0,
    termFeeCents: 0,
    ...overrides,
  };
}

/** Two drafts of a month (one per currency), a QuickPay payment, a GOTP one, a CAD one and a refund. */
function ledger(typeId: StatementType = StatementType.MonthlyStatementV2): StatementInputs {
  const payments = [
    payment('a', {
      payoutType: PayoutType.QUICKPAY_INVOICE_PAYOUT,
      invoiceIds: [1, 2],
      grossCents: 300_000,
      termFeeCents: 6_000,
      creditNoteCents: 20_000,
      draftId: 'd1',
    }),
    payment('b', { invoiceIds: [3], grossCents: 100_000, termFeeCents: 1_500, draftId: 'd1' }),
    payment('c', { currencyId: Currency.CAD, invoiceIds: [4], grossCents: 50_000, draftId: 'd2' }),
    payment('r', {
      state: PaymentState.Refunded,
      invoiceIds: [5],
      grossCents: 40_000,
      draftId: 'd0',
      refund: { date: '2026-10-20' },
    }),
  ];
  const drafts: StatementDraft[] = [
    { id: 'd1', currencyId: Currency.USD, draftDate: '2026-10-05', paymentIds: ['b', 'a'], amountCents: 380_000 },
    { id: 'd2', currencyId: Currency.CAD, draftDate: '2026-10-02', paymentIds: ['c'], amountCents: 50_000 },
  ];
  return {
    typeId,
    drafts,
    payments: new Map(payments.map((p) => [p.id, p])),
    invoices: new Map(
      [
        invoice(1, PaymentType.QuickPay, 200_000, 4_000),
        invoice(2, PaymentType.QuickPay, 100_000, 2_000),
        invoice(3, PaymentType.GuaranteedOnTimePay, 100_000, 1_500),
        { ...invoice(4, PaymentType.StandardPay, 50_000, 0), currencyId: Currency.CAD },
        invoice(5, PaymentType.StandardPay, 40_000, 0),
      ].map((i) => [i.id, i]),
    ),
    refundedPaymentIds: ['r'],
    revenueShare: { calculatedWeekly: false, thresholdDollars: 20 },
  };
}

describe('computeStatement', () => {
  it('lists the drafts’ payments by draft date then payment, then the refunds', () => {
    const { lines } = computeStatement(ledger());
    expect(lines.map((line) => `${line.kind}:${line.paymentId}`)).toEqual([
      'payment:c',
      'payment:a',
      'payment:b',
      'refund:r',
    ]);
    expect(lines[1]).toMatchObject({ amountCents: 280_000, creditNoteCents: 20_000, quickPayFeeCents: 6_000 });
    expect(lines[2]).toMatchObject({ quickPayFeeCents: 0, amountCents: 100_000 });
    expect(lines[3]).toMatchObject({ amountCents: -40_000, date: '2026-10-20' });
  });

  it('adds up per currency: drafted equals the drafts, net is drafted less refunds and the revenue share', () => {
    const inputs = ledger();
    const { totals } = computeStatement(inputs);
    const usd = totals.find((t) => t.currencyId === Currency.USD);
    const cad = totals.find((t) => t.currencyId === Currency.CAD);
    expect(usd?.draftedCents).toBe(inputs.drafts.find((d) => d.id === 'd1')?.amountCents);
    expect(cad?.draftedCents).toBe(50_000);
    const share = revenueShareOf(6_000, 20);
    expect(usd).toEqual({
      currencyId: Currency.USD,
      draftCount: 1,
      paymentCount: 2,
      invoiceCount: 3,
      grossCents: 400_000,
      creditNoteCents: 20_000,
      draftedCents: 380_000,
      quickPayFeeCents: 6_000,
      gotpFeeCents: 1_500,
      revenueShareCents: share,
      refundCents: 40_000,
      netCents: 380_000 - 40_000 - share,
    });
  });

  it('keeps the QuickPay and GOTP invoices of the drafted payments in their sections', () => {
    const content = computeStatement(ledger());
    expect(content.revenueShareInvoices.map((i) => i.invoiceId)).toEqual([1, 2]);
    expect(content.subscriptionInvoices.map((i) => i.invoiceId)).toEqual([3]);
    expect(content.revenueShareInvoices.reduce((sum, i) => sum + i.feeCents, 0)).toBe(
      content.totals.find((t) => t.currencyId === Currency.USD)?.quickPayFeeCents,
    );
  });

  it('makes a refund statement of the refunds only, and gives back nothing of a refund never drafted', () => {
    const refunds = computeStatement(ledger(StatementType.RefundStatement));
    expect(refunds.lines.map((line) => line.paymentId)).toEqual(['r']);
    expect(refunds.totals).toEqual([expect.objectContaining({ refundCents: 40_000, draftedCents: 0, draftCount: 0 })]);
    const inputs = ledger(StatementType.RefundStatement);
    const undrafted = new Map(inputs.payments);
    undrafted.set('r', { ...(inputs.payments.get('r') as StatementPayment), draftId: null });
    expect(computeStatement({ ...inputs, payments: undrafted }).totals[0]?.refundCents).toBe(0);
  });
});

describe('the statements list', () => {
  const totals = (currencyId: number, draftedCents: number): StatementTotals => ({
    currencyId,
    draftCount: 1,
    paymentCount: 1,
    invoiceCount: 1,
    grossCents: draftedCents,
    creditNoteCents: 0,
    draftedCents,
    quickPayFeeCents: 0,
    gotpFeeCents: 0,
    revenueShareCents: 100,
    refundCents: 0,
    netCents: draftedCents - 100,
  });
  const statements = [
    { id: 'a', typeId: 5, periodStart: '2026-10-01', totals: [totals(1, 5_000), totals(2, 700)] },
    { id: 'b', typeId: 2, periodStart: '2026-09-01', totals: [totals(1, 9_000)] },
    { id: 'c', typeId: 4, periodStart: '2026-10-05', totals: [totals(1, 1_000)] },
    { id: 'd', typeId: 1, periodStart: '2025-11-01', totals: [totals(1, 3_000)] },
  ];
  const sort = { field: 'periodStart' as const, ascending: false };

  it('keeps the page’s types and period range, newest first, or by amount drafted', () => {
    const kept = filterStatements(statements, { typeIds: [1, 2, 3, 5], range: { start: '2026-01-01' }, sort });
    expect(kept.map((s) => s.id)).toEqual(['a', 'b']);
    const byAmount = filterStatements(statements, {
      typeIds: [1, 2, 3, 5],
      range: {},
      sort: { field: 'draftedCents', ascending: false },
    });
    expect(byAmount.map((s) => s.id)).toEqual(['b', 'a', 'd']);
  });

  it('shows only the shell’s currency, and sums per currency what the statements say', () => {
    const cad = filterStatements(statements, { typeIds: [1, 2, 3, 4, 5], range: {}, currencyId: 2, sort });
    expect(cad.map((s) => s.id)).toEqual(['a']);
    expect(cad[0]?.totals.map((t) => t.currencyId)).toEqual([2]);
    expect(statementListTotals(statements)).toEqual([
      { currencyId: 1, count: 4, draftedCents: 18_000, netCents: 17_600 },
      { currencyId: 2, count: 1, draftedCents: 700, netCents: 600 },
    ]);
  });
});
