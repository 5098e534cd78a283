import { standardPayDays } from '#shared/constants/payments.ts';
import { addDays } from '#shared/dates/calendar-date.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';

/** What a payor offers its carriers (per payor; percentages in basis points, 250 = 2.5%). */
export type PayorTerms = {
  quickPayFeeBps: number;
  /** Days from approval to payment under QuickPay; 0 is 'Same Day'. */
  quickPayTermDays: number;
  /** QuickPay invoices each carrier gets without a fee ('FREE QuickPay'). */
  freeQuickPayCount: number;
  guaranteedOnTimePay: { feeBps: number; termDays: number } | null;
};

export type PaymentTerm = { paymentType: PaymentType; termDays: number; feeBps: number; isQuickPay: boolean };

/** The terms a carrier may choose with this payor: Standard Pay always, QuickPay, and GOTP where offered. */
export function availablePaymentTerms(terms: PayorTerms): PaymentTerm[] {
  const choices: PaymentTerm[] = [
    { paymentType: PaymentType.StandardPay, termDays: standardPayDays, feeBps: 0, isQuickPay: false },
    {
      paymentType: PaymentType.QuickPay,
      termDays: terms.quickPayTermDays,
      feeBps: terms.quickPayFeeBps,
      isQuickPay: true,
    },
  ];
  if (terms.guaranteedOnTimePay) {
    choices.push({
      paymentType: PaymentType.GuaranteedOnTimePay,
      termDays: terms.guaranteedOnTimePay.termDays,
      feeBps: terms.guaranteedOnTimePay.feeBps,
      isQuickPay: false,
    });
  }
  return choices;
}

export function paymentTermOf(terms: PayorTerms, paymentType: PaymentType): PaymentTerm | null {
  return availablePaymentTerms(terms).find((term) => term.paymentType === paymentType) ?? null;
}

/** A percentage of an amount in cents, rounded half up to the cent (integer arithmetic only). */
export function percentOfCents(amountCents: number, bps: number): number {
  if (!Number.isSafeInteger(amountCents) || !Number.isSafeInteger(bps))
    throw new RangeError('Integer cents and bps only');
  return Math.floor((amountCents * bps + 5_000) / 10_000);
}

/** An invoice's fee and net under a term; a free QuickPay carries no fee. */
export function invoiceCharges(grossCents: number, term: PaymentTerm, freeQuickPay: boolean) {
  const feeCents = freeQuickPay && term.isQuickPay ? 0 : percentOfCents(grossCents, term.feeBps);
  return { feeCents, netCents: grossCents - feeCents, isFreeQuickPay: freeQuickPay && term.isQuickPay };
}

/** The day an approved invoice is expected to be paid: approval plus the term's days. */
export function expectedPayDate(approvedDate: string | null, termDays: number): string | null {
  return approvedDate ? addDays(approvedDate, termDays) : null;
}

/**
 * Whether the payee may still change an invoice's payment term (seeds 000 §4: once the payout
 * term locks, the payee cannot change it). It locks when the invoice is paid, refunded or removed, when a
 * payment is scheduled for it, and when a QuickPay invoice is approved, since the payor's approval
 * starts QuickPay processing.
 */
export function isPayoutTermLocked(invoice: {
  status: InvoiceStatus;
  paymentType: PaymentType;
  paymentScheduledDate: string | null;
}): boolean {
  if (
    invoice.status === InvoiceStatus.Paid ||
    invoice.status === InvoiceStatus.Removed ||
    invoice.status === InvoiceStatus.Refunded
  ) {
    return true;
  }
  if (invoice.paymentScheduledDate) return true;
  return invoice.status === InvoiceStatus.Approved && invoice.paymentType === PaymentType.QuickPay;
}
