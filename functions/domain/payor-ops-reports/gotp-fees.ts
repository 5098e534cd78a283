import { lastDayOfMonth, parseDate } from '#shared/dates/calendar-date.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import type { GotpFeeInvoice, GotpFeeMonth, GotpFeeTotal } from '#shared/schemas/payor-ops-reports.ts';
import type { Invoice } from '../invoices/invoice.ts';
import type { Payment } from '../payments/payment.ts';

/**
 * Guaranteed On-Time Pay fees (PaymentType 3): the fee is recorded on each invoice the carrier
 * elected GOTP on (`feeBps`, `feeCents`, fixed when the term was chosen) and charged when the payout
 * run pays it (the payment's `termFeeCents` adds up its invoices' fees). A fee belongs to the month
 * of its payment's paid date (a Chicago calendar date). A refund does not return it (the guarantee
 * was kept: functions/domain/payments/refund.ts), so a refunded payment's GOTP fees still count.
 */
export type PaidInvoice = { invoice: Invoice; payment: Payment; carrierName: string };

/** Payments whose fees were charged: paid ones, and refunded ones (the fee stood). */
const chargedStates = new Set<string>([PaymentState.Paid, PaymentState.Refunded]);

/** Whether an invoice paid by a payment carries a GOTP fee the report counts. */
export function isGotpFee(invoice: Pick<Invoice, 'paymentType' | 'feeCents'>): boolean {
  return invoice.paymentType === PaymentType.GuaranteedOnTimePay && invoice.feeCents > 0;
}

/** The month (YYYY-MM) a paid date falls in. */
export const monthOf = (paidDate: string): string => paidDate.slice(0, 7);

/** The GOTP fee invoices of some payments, one row each (payments of other kinds contribute none). */
export function gotpFeeInvoices(paid: readonly PaidInvoice[]): GotpFeeInvoice[] {
  return paid
    .filter(({ invoice, payment }) => isGotpFee(invoice) && chargedStates.has(payment.state))
    .map(({ invoice, payment, carrierName }) => ({
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      loadNumber: invoice.loadNumber,
      carrierName,
      paidDate: payment.paidDate,
      paymentId: payment.id,
      currencyId: invoice.currencyId,
      grossCents: invoice.grossCents,
      feeBps: invoice.feeBps,
      feeCents: invoice.feeCents,
    }));
}

/** The fees grouped by month and currency, newest month first. */
export function gotpFeeMonths(invoices: readonly GotpFeeInvoice[]): GotpFeeMonth[] {
  const months = new Map<string, GotpFeeMonth>();
  for (const invoice of invoices) {
    const month = monthOf(invoice.paidDate);
    const key = `${month}#${invoice.currencyId}`;
    const row = months.get(key) ?? {
      month,
      currencyId: invoice.currencyId,
      invoiceCount: 0,
      grossCents: 0,
      feeCents: 0,
    };
    row.invoiceCount += 1;
    row.grossCents += invoice.grossCents;
    row.feeCents += invoice.feeCents;
    months.set(key, row);
  }
  return [...months.values()].sort((a, b) =>
    a.month === b.month ? a.currencyId - b.currencyId : a.month < b.month ? 1 : -1,
  );
}

/** Totals per currency: invoices, their gross and their fees. */
export function gotpFeeTotals(
  rows: readonly { currencyId: number; invoiceCount: number; grossCents: number; feeCents: number }[],
): GotpFeeTotal[] {
  const totals = new Map<number, GotpFeeTotal>();
  for (const row of rows) {
    const total = totals.get(row.currencyId) ?? { currencyId: row.currencyId, count: 0, amountCents: 0, feeCents: 0 };
    total.count += row.invoiceCount;
    total.amountCents += row.grossCents;
    total.feeCents += row.feeCents;
    totals.set(row.currencyId, total);
  }
  return [...totals.values()].sort((a, b) => a.currencyId - b.currencyId);
}

/** The calendar range of a month (YYYY-MM): its first and last day. */
export function monthRange(month: string): { start: string; end: string } {
  const [year, monthNumber] = parseDate(`${month}-01`);
  return { start: `${month}-01`, end: lastDayOfMonth(year, monthNumber) };
}
