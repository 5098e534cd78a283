import { describe, expect, it } from 'vitest';
import type { Invoice } from '#functions/domain/invoices/invoice.ts';
import type { Payment } from '#functions/domain/payments/payment.ts';
import { candidateSets, type OpenInvoice } from '#functions/domain/payor-ops-reports/funds-matching.ts';
import {
  gotpFeeInvoices,
  gotpFeeMonths,
  gotpFeeTotals,
  monthRange,
} from '#functions/domain/payor-ops-reports/gotp-fees.ts';
import { heldInvoiceOf, holdAgeBucket, holdGroups, reasonKey } from '#functions/domain/payor-ops-reports/holds.ts';
import { relationship1099Totals } from '#functions/domain/payor-ops-reports/relationship-1099.ts';
import { sortedBy } from '#functions/domain/payor-ops-reports/sorting.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { ReconciliationState } from '#shared/enums/reconciliation-state.ts';

const invoice = (overrides: Partial<Invoice>): Invoice =>
  ({
    id: 1,
    invoiceNumber: 'I-1',
    loadNumber: 'L-1',
    payorName: 'Redline',
    currencyId: 1,
    grossCents: 100_000,
    paymentType: PaymentType.GuaranteedOnTimePay,
    feeBps: 100,
    feeCents: 1_000,
    statusHistory: [],
    ...overrides,
  }) as Invoice;

const payment = (overrides: Partial<Payment>): Payment =>
  ({
    id: 'p1',
    payeeId: 7,
    currencyId: 1,
    state: PaymentState.Paid,
    paidDate: '2026-10-15',
    grossCents: 0,
    termFeeCents: 0,
    creditNoteCents: 0,
    invoiceIds: [],
    ...overrides,
  }) as Payment;

describe('GOTP fees', () => {
  it('counts only GOTP invoices with a fee, of paid and refunded payments, by paid month and currency', () => {
    const october = payment({ paidDate: '2026-10-31' });
    const november = payment({ id: 'p2', paidDate: '2026-11-01' });
    const refunded = payment({ id: 'p3', paidDate: '2026-11-02', state: PaymentState.Refunded });
    const pending = payment({ id: 'p4', paidDate: '2026-11-03', state: PaymentState.Pending });
    const rows = gotpFeeInvoices([
      { invoice: invoice({ id: 1 }), payment: october, carrierName: 'A' },
      {
        invoice: invoice({ id: 2, paymentType: PaymentType.QuickPay, feeCents: 2_500 }),
        payment: october,
        carrierName: 'A',
      },
      { invoice: invoice({ id: 3, feeCents: 0 }), payment: october, carrierName: 'A' },
      { invoice: invoice({ id: 4, grossCents: 50_000, feeCents: 500 }), payment: november, carrierName: 'B' },
      { invoice: invoice({ id: 5, currencyId: 2, feeCents: 700 }), payment: november, carrierName: 'B' },
      { invoice: invoice({ id: 6, feeCents: 300 }), payment: refunded, carrierName: 'B' },
      { invoice: invoice({ id: 7, feeCents: 900 }), payment: pending, carrierName: 'B' },
    ]);
    expect(rows.map((row) => row.invoiceId)).toEqual([1, 4, 5, 6]);
    const months = gotpFeeMonths(rows);
    expect(months).toEqual([
      { month: '2026-11', currencyId: 1, invoiceCount: 2, grossCents: 150_000, feeCents: 800 },
      { month: '2026-11', currencyId: 2, invoiceCount: 1, grossCents: 100_000, feeCents: 700 },
      { month: '2026-10', currencyId: 1, invoiceCount: 1, grossCents: 100_000, feeCents: 1_000 },
    ]);
    // The totals are the sum of the invoices' recorded fees.
    expect(gotpFeeTotals(months)).toEqual([
      { currencyId: 1, count: 3, amountCents: 250_000, feeCents: 1_800 },
      { currencyId: 2, count: 1, amountCents: 100_000, feeCents: 700 },
    ]);
  });

  it('knows each month’s first and last day', () => {
    expect(monthRange('2028-02')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });
});

describe('holds', () => {
  it('buckets ages at 7, 14, 30 and 60 days', () => {
    expect([0, 7, 8, 14, 15, 30, 31, 60, 61, 400].map(holdAgeBucket)).toEqual([
      '0-7',
      '0-7',
      '8-14',
      '8-14',
      '15-30',
      '15-30',
      '31-60',
      '31-60',
      '61+',
      '61+',
    ]);
  });

  it('reads the last move to Held (who, when) and the reason the hold recorded', () => {
    const held = invoice({
      statusHistory: [
        { status: InvoiceStatus.Pending, at: '2026-09-01T14:00:00.000Z', actor: 'payor' },
        { status: InvoiceStatus.Held, at: '2026-09-02T17:00:00.000Z', actor: 'payor', byName: 'Ann' },
        { status: InvoiceStatus.Pending, at: '2026-09-05T17:00:00.000Z', actor: 'payor' },
        // 04:30 UTC is still the 9th in Chicago.
        { status: InvoiceStatus.Held, at: '2026-09-10T04:30:00.000Z', actor: 'payor' },
      ],
      reviewNote: {
        status: InvoiceStatus.Held,
        holdReason: HoldReason.PAYOR_MANUAL_HOLD,
        text: 'BOL',
        at: '',
        byName: 'Bo',
      },
    });
    expect(heldInvoiceOf(held, 'Carrier', '2026-09-20')).toMatchObject({
      heldDate: '2026-09-09',
      heldByName: 'Bo',
      heldByCompanyName: 'Redline',
      holdReasonId: HoldReason.PAYOR_MANUAL_HOLD,
      note: 'BOL',
      ageDays: 11,
      ageBucket: '8-14',
    });
    expect(heldInvoiceOf(invoice({}), 'Carrier', '2026-09-20')).toBeNull();
  });

  it('groups by reason and currency, a hold without a reason under 0', () => {
    const base = heldInvoiceOf(
      invoice({ statusHistory: [{ status: InvoiceStatus.Held, at: '2026-09-02T17:00:00.000Z', actor: 'system' }] }),
      'C',
      '2026-09-03',
    );
    if (!base) throw new Error('held');
    const holds = [base, { ...base, holdReasonId: HoldReason.FRAUD_NOA, grossCents: 5 }, { ...base, grossCents: 7 }];
    expect(holdGroups(holds, reasonKey)).toEqual([
      { key: '0', currencyId: 1, count: 2, amountCents: 100_007 },
      { key: '3', currencyId: 1, count: 1, amountCents: 5 },
    ]);
  });
});

describe('funds matching', () => {
  const open = (id: number, grossCents: number, approvedDate = '2026-10-01', currencyId = 1): OpenInvoice => ({
    id,
    invoiceNumber: `I-${id}`,
    carrierName: 'C',
    currencyId,
    grossCents,
    approvedDate,
  });
  const receipt = {
    amountCents: 100,
    currencyId: 1,
    receivedDate: '2026-10-10',
    state: ReconciliationState.Unreconciled,
  };

  it('offers an exact invoice first, then pairs, then triples, at most three sets', () => {
    const invoices = [open(1, 100), open(2, 60), open(3, 40), open(4, 30), open(5, 30), open(6, 100)];
    expect(candidateSets(receipt, invoices).map((set) => set.invoices.map((i) => i.id))).toEqual([[1], [6], [2, 3]]);
    expect(
      candidateSets(receipt, [open(2, 40), open(4, 30), open(5, 30)]).map((set) => set.invoices.map((i) => i.id)),
    ).toEqual([[2, 4, 5]]);
  });

  it('takes only open invoices of its currency approved by the day it arrived, and nothing for a reversed receipt', () => {
    expect(candidateSets(receipt, [open(1, 100, '2026-10-11'), open(2, 100, '2026-10-01', 2)])).toEqual([]);
    expect(candidateSets({ ...receipt, state: ReconciliationState.Reversed }, [open(1, 100)])).toEqual([]);
    expect(candidateSets(receipt, [open(1, 99)])).toEqual([]);
  });
});

describe('1099 totals', () => {
  it('adds what was paid in the year per carrier and currency, less credit notes and netted advances; refunds count nothing', () => {
    const totals = relationship1099Totals(
      [
        payment({ grossCents: 100_000, creditNoteCents: 10_000, termFeeCents: 2_000 }),
        payment({
          id: 'p2',
          grossCents: 50_000,
          loadAdvance: { loadId: 1, loadNumber: 'L', payorId: 1, deductedCents: 20_000 },
        }),
        payment({
          id: 'p3',
          grossCents: 20_000,
          loadAdvance: { loadId: 1, loadNumber: 'L', payorId: 1, deductedCents: null },
        }),
        payment({ id: 'p4', grossCents: 99_999, state: PaymentState.Refunded }),
        payment({ id: 'p5', grossCents: 77_777, paidDate: '2025-12-31' }),
        payment({ id: 'p6', payeeId: 8, currencyId: 2, grossCents: 5_000 }),
      ],
      2026,
    );
    expect(totals).toEqual([
      {
        payeeId: 7,
        currencyId: 1,
        paymentCount: 3,
        grossCents: 170_000,
        creditNoteCents: 10_000,
        advanceNettedCents: 20_000,
        amountPaidCents: 140_000,
        feeCents: 2_000,
      },
      {
        payeeId: 8,
        currencyId: 2,
        paymentCount: 1,
        grossCents: 5_000,
        creditNoteCents: 0,
        advanceNettedCents: 0,
        amountPaidCents: 5_000,
        feeCents: 0,
      },
    ]);
  });
});

describe('report order', () => {
  it('sorts by one value either way and keeps ties in their order', () => {
    const rows = [
      { v: 2, n: 'a' },
      { v: 1, n: 'b' },
      { v: 2, n: 'c' },
    ];
    expect(sortedBy(rows, (row) => row.v, true).map((row) => row.n)).toEqual(['b', 'a', 'c']);
    expect(sortedBy(rows, (row) => row.v, false).map((row) => row.n)).toEqual(['a', 'c', 'b']);
  });
});
