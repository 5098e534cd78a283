import { describe, expect, it } from 'vitest';
import {
  availablePaymentTerms,
  expectedPayDate,
  invoiceCharges,
  isPayoutTermLocked,
  type PayorTerms,
  paymentTermOf,
  percentOfCents,
} from '#functions/domain/invoices/payment-terms.ts';
import { assertInvoiceMove, InvalidInvoiceTransition } from '#functions/domain/invoices/status-transitions.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { canMoveInvoice } from '#shared/invoices/status-moves.ts';

const terms: PayorTerms = { quickPayFeeBps: 250, quickPayTermDays: 2, freeQuickPayCount: 3, guaranteedOnTimePay: null };

describe('invoice status moves', () => {
  it('lets a payor approve, hold or return a pending invoice', () => {
    for (const to of [
      InvoiceStatus.Approved,
      InvoiceStatus.Held,
      InvoiceStatus.PendingReissue,
      InvoiceStatus.MissingBank,
    ]) {
      expect(canMoveInvoice(InvoiceStatus.Pending, to)).toBe(true);
    }
  });

  it('pays only approved invoices; Paid leaves only for Refunded, and Removed and Refunded are final', () => {
    expect(canMoveInvoice(InvoiceStatus.Approved, InvoiceStatus.Paid)).toBe(true);
    for (const from of [
      InvoiceStatus.Pending,
      InvoiceStatus.Held,
      InvoiceStatus.MissingBank,
      InvoiceStatus.PendingReissue,
    ]) {
      expect(canMoveInvoice(from, InvoiceStatus.Paid)).toBe(false);
    }
    for (const to of Object.values(InvoiceStatus)) {
      expect(canMoveInvoice(InvoiceStatus.Paid, to)).toBe(to === InvoiceStatus.Refunded);
      expect(canMoveInvoice(InvoiceStatus.Removed, to)).toBe(false);
      expect(canMoveInvoice(InvoiceStatus.Refunded, to)).toBe(false);
    }
    // Only a paid invoice can be refunded.
    for (const from of Object.values(InvoiceStatus)) {
      expect(canMoveInvoice(from, InvoiceStatus.Refunded)).toBe(from === InvoiceStatus.Paid);
    }
  });

  it('names the refused move', () => {
    expect(() => assertInvoiceMove(InvoiceStatus.Paid, InvoiceStatus.Pending)).toThrow(InvalidInvoiceTransition);
  });
});

describe('payment terms and fees', () => {
  it('offers Standard Pay (30 days, no fee), QuickPay, and GOTP only where the payor offers it', () => {
    expect(availablePaymentTerms(terms).map((t) => [t.paymentType, t.termDays, t.feeBps])).toEqual([
      [PaymentType.StandardPay, 30, 0],
      [PaymentType.QuickPay, 2, 250],
    ]);
    const withGotp = availablePaymentTerms({ ...terms, guaranteedOnTimePay: { feeBps: 100, termDays: 15 } });
    expect(withGotp.at(-1)).toMatchObject({
      paymentType: PaymentType.GuaranteedOnTimePay,
      termDays: 15,
      isQuickPay: false,
    });
  });

  it('rounds percentages half up to the cent with integer arithmetic', () => {
    expect(percentOfCents(123_45, 250)).toBe(309); // 308.625 → 309
    expect(percentOfCents(100_00, 250)).toBe(250);
    expect(percentOfCents(1, 5_000)).toBe(1); // 0.5 → 1
    expect(percentOfCents(1, 4_999)).toBe(0);
    expect(() => percentOfCents(10.5, 100)).toThrow(RangeError);
  });

  it('charges the QuickPay fee unless the invoice is a free QuickPay', () => {
    const quickPay = paymentTermOf(terms, PaymentType.QuickPay);
    if (!quickPay) throw new Error('QuickPay missing');
    expect(invoiceCharges(250_000, quickPay, false)).toEqual({
      feeCents: 6_250,
      netCents: 243_750,
      isFreeQuickPay: false,
    });
    expect(invoiceCharges(250_000, quickPay, true)).toEqual({ feeCents: 0, netCents: 250_000, isFreeQuickPay: true });
    const standard = paymentTermOf(terms, PaymentType.StandardPay);
    if (!standard) throw new Error('Standard missing');
    expect(invoiceCharges(250_000, standard, true)).toEqual({ feeCents: 0, netCents: 250_000, isFreeQuickPay: false });
  });

  it('expects payment the term’s days after approval, across month ends', () => {
    expect(expectedPayDate('2026-01-31', 30)).toBe('2026-03-02');
    expect(expectedPayDate('2026-11-21', 0)).toBe('2026-11-21');
    expect(expectedPayDate(null, 30)).toBeNull();
  });

  it('locks the term once paid, scheduled, or an approved QuickPay', () => {
    const base = { paymentType: PaymentType.StandardPay, paymentScheduledDate: null };
    expect(isPayoutTermLocked({ ...base, status: InvoiceStatus.Pending })).toBe(false);
    expect(isPayoutTermLocked({ ...base, status: InvoiceStatus.Approved })).toBe(false);
    expect(isPayoutTermLocked({ ...base, status: InvoiceStatus.Paid })).toBe(true);
    expect(isPayoutTermLocked({ ...base, status: InvoiceStatus.Refunded })).toBe(true);
    expect(isPayoutTermLocked({ ...base, status: InvoiceStatus.Approved, paymentScheduledDate: '2026-11-21' })).toBe(
      true,
    );
    expect(isPayoutTermLocked({ ...base, status: InvoiceStatus.Approved, paymentType: PaymentType.QuickPay })).toBe(
      true,
    );
  });
});
