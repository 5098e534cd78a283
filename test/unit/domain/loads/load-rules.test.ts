import { describe, expect, it } from 'vitest';
import type { LoadAdvanceRecord } from '#functions/domain/loads/load.ts';
import {
  advanceLimitCents,
  decideAdvance,
  expectedInvoiceCents,
  netAdvance,
} from '#functions/domain/loads/load-advance.ts';
import { loadStatusOf, statusChangeRefusal } from '#functions/domain/loads/load-status.ts';
import {
  advancePaymentIdFor,
  planAdvancePayments,
  planNettedInvoicePayment,
} from '#functions/domain/payouts/plan-load-advances.ts';
import { bankTransferFeeCents } from '#shared/constants/payments.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { LoadAdvanceState, LoadStatus } from '#shared/enums/load-status.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayoutType } from '#shared/enums/payout.ts';

const invoice = (status: InvoiceStatus, grossCents = 100_000) => ({ status, grossCents });

function advanceOf(state: LoadAdvanceState, amountCents = 40_000): LoadAdvanceRecord {
  return {
    state,
    amountCents,
    requestedAt: '2026-03-01T15:00:00.000Z',
    requestedByUserId: 1,
    requestedByName: 'Blair Broker',
    paymentId: null,
    paidDate: null,
    recoveredCents: null,
    recoveredPaymentId: null,
    cancelledAt: null,
  };
}

const achFee = bankTransferFeeCents[PaymentMethodType.Ach];

const booked = { status: LoadStatus.Booked, advance: null, rateCents: 200_001 } as const;

describe('a load’s status', () => {
  it('is the payor’s while no invoice stands for it', () => {
    expect(loadStatusOf(LoadStatus.InTransit, [])).toBe(LoadStatus.InTransit);
    expect(loadStatusOf(LoadStatus.Delivered, [invoice(InvoiceStatus.Removed)])).toBe(LoadStatus.Delivered);
    expect(loadStatusOf(LoadStatus.Cancelled, [])).toBe(LoadStatus.Cancelled);
  });

  it('follows its invoice: Invoiced until every standing invoice is paid, then Paid', () => {
    for (const status of [
      InvoiceStatus.Pending,
      InvoiceStatus.Approved,
      InvoiceStatus.Held,
      InvoiceStatus.MissingBank,
      InvoiceStatus.Refunded,
    ]) {
      expect(loadStatusOf(LoadStatus.Delivered, [invoice(status)]), String(status)).toBe(LoadStatus.Invoiced);
    }
    expect(loadStatusOf(LoadStatus.Delivered, [invoice(InvoiceStatus.Paid)])).toBe(LoadStatus.Paid);
    expect(loadStatusOf(LoadStatus.Cancelled, [invoice(InvoiceStatus.Paid)])).toBe(LoadStatus.Paid);
    expect(loadStatusOf(LoadStatus.Delivered, [invoice(InvoiceStatus.Paid), invoice(InvoiceStatus.Pending)])).toBe(
      LoadStatus.Invoiced,
    );
  });

  it('is set by hand only without an invoice, and not cancelled with an advance', () => {
    const change = { current: LoadStatus.Booked, invoices: [], hasAdvance: false } as const;
    expect(statusChangeRefusal({ ...change, target: LoadStatus.Delivered })).toBeNull();
    expect(statusChangeRefusal({ ...change, target: LoadStatus.Delivered, invoices: [invoice(1)] })).toBe('invoiced');
    expect(statusChangeRefusal({ ...change, target: LoadStatus.Booked, invoices: [invoice(1)] })).toBeNull();
    expect(statusChangeRefusal({ ...change, target: LoadStatus.Cancelled, hasAdvance: true })).toBe('advanced');
    expect(
      statusChangeRefusal({ ...change, target: LoadStatus.Cancelled, invoices: [invoice(InvoiceStatus.Removed)] }),
    ).toBeNull();
  });
});

describe('a load advance’s limit', () => {
  it('is half of the agreed rate, or of the standing invoices once there are, rounded down to the cent', () => {
    expect(expectedInvoiceCents(booked, [])).toBe(200_001);
    expect(advanceLimitCents(booked, [])).toBe(100_000);
    expect(advanceLimitCents(booked, [invoice(InvoiceStatus.Pending, 150_001)])).toBe(75_000);
    expect(advanceLimitCents(booked, [invoice(InvoiceStatus.Removed, 1_000)])).toBe(100_000);
  });

  it('is none once the invoice is approved or paid, an advance was asked for, or the load cancelled', () => {
    expect(advanceLimitCents(booked, [invoice(InvoiceStatus.Approved)])).toBeNull();
    expect(advanceLimitCents(booked, [invoice(InvoiceStatus.Paid)])).toBeNull();
    expect(advanceLimitCents({ ...booked, advance: advanceOf(LoadAdvanceState.Paid) }, [])).toBeNull();
    expect(advanceLimitCents({ ...booked, status: LoadStatus.Cancelled }, [])).toBeNull();
    expect(advanceLimitCents({ ...booked, advance: advanceOf(LoadAdvanceState.Cancelled) }, [])).toBe(100_000);
  });

  it('decides a request: new, a repeat of the same amount, or refused with why', () => {
    expect(decideAdvance(booked, [], 100_000)).toEqual({ kind: 'request' });
    expect(decideAdvance(booked, [], 100_001)).toEqual({ kind: 'refused', reason: 'overLimit', limitCents: 100_000 });
    const requested = { ...booked, advance: advanceOf(LoadAdvanceState.Requested, 40_000) };
    expect(decideAdvance(requested, [], 40_000)).toEqual({ kind: 'repeat' });
    expect(decideAdvance(requested, [], 30_000)).toMatchObject({ kind: 'refused', reason: 'alreadyRequested' });
    expect(decideAdvance(booked, [invoice(InvoiceStatus.Approved)], 1)).toMatchObject({
      kind: 'refused',
      reason: 'invoiceApproved',
    });
  });
});

describe('netting an advance', () => {
  it('deducts the whole advance when the payment covers it, and never goes below zero', () => {
    expect(netAdvance(98_000, 40_000)).toEqual({ deductedCents: 40_000, netCents: 58_000 });
    expect(netAdvance(40_000, 40_000)).toEqual({ deductedCents: 40_000, netCents: 0 });
    expect(netAdvance(28_000, 40_000)).toEqual({ deductedCents: 28_000, netCents: 0 });
    expect(netAdvance(0, 40_000)).toEqual({ deductedCents: 0, netCents: 0 });
  });
});

describe('planning load advances in the payout run', () => {
  const accounts = [
    { id: 2, payeeId: 7, currencyId: 1, methodType: PaymentMethodType.Wire },
    { id: 1, payeeId: 7, currencyId: 1, methodType: PaymentMethodType.Ach },
  ];

  it('pays each advance on its own, into the lowest account of its currency, its id from the load', () => {
    const plan = planAdvancePayments(
      [
        { loadId: 10, payorId: 3, payeeId: 7, currencyId: 1, amountCents: 50_000 },
        { loadId: 11, payorId: 3, payeeId: 7, currencyId: 2, amountCents: 50_000 },
        { loadId: 12, payorId: 3, payeeId: 8, currencyId: 1, amountCents: 50_000 },
      ],
      accounts,
      '2026-03-02',
    );
    expect(plan.missingBank).toEqual([11, 12]);
    expect(plan.payments).toEqual([
      expect.objectContaining({
        id: advancePaymentIdFor(3, 10),
        loadId: 10,
        bankAccountId: 1,
        payoutType: PayoutType.BROKER_LOAD_ADVANCE_PAYOUT,
        invoiceIds: [],
        grossCents: 50_000,
        bankFeeCents: achFee,
        netCents: 50_000 - achFee,
      }),
    ]);
    expect(advancePaymentIdFor(3, 10)).toBe(advancePaymentIdFor(3, 10));
    expect(advancePaymentIdFor(3, 10)).not.toBe(advancePaymentIdFor(4, 10));
  });

  it('pays the load’s invoice on its own with the advance netted, after its QuickPay fee and bank fee', () => {
    const due = {
      id: 99,
      payeeId: 7,
      currencyId: 1,
      payorId: 2001,
      grossCents: 100_000,
      feeCents: 2_500,
      paymentType: PaymentType.QuickPay,
      isFreeQuickPay: false,
    };
    const planned = planNettedInvoicePayment(due, 40_000, accounts, '2026-03-02');
    expect(planned).toMatchObject({
      invoiceIds: [99],
      payoutType: PayoutType.QUICKPAY_INVOICE_PAYOUT,
      subTotalCents: 97_500,
      deductedCents: 40_000,
      bankFeeCents: achFee,
      netCents: 97_500 - achFee - 40_000,
    });
    expect(planNettedInvoicePayment({ ...due, payeeId: 8 }, 40_000, accounts, '2026-03-02')).toBeNull();
  });
});
