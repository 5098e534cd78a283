import { PaymentState } from '#shared/enums/payment-state.ts';
import type { Payment } from '../payments/payment.ts';

/**
 * What a payor paid each carrier in a tax year, from the payments made on its behalf (paid date in
 * the year): the figure a 1099 reports is `amountPaidCents`, the invoices' gross less the credit
 * notes the payments repaid (money the payor kept) and less a load advance an invoice payment
 * netted (the advance was paid, and counted, in its own payment). Refunded payments count for
 * nothing: the money came back. Fees the carrier paid LanePay are shown apart and not deducted:
 * they are the carrier's cost, not the payor's.
 */
export type Carrier1099Totals = {
  payeeId: number;
  currencyId: number;
  paymentCount: number;
  grossCents: number;
  creditNoteCents: number;
  advanceNettedCents: number;
  amountPaidCents: number;
  feeCents: number;
};

export function relationship1099Totals(payments: readonly Payment[], year: number): Carrier1099Totals[] {
  const prefix = `${year}-`;
  const totals = new Map<string, Carrier1099Totals>();
  for (const payment of payments) {
    if (payment.state !== PaymentState.Paid || !payment.paidDate.startsWith(prefix)) continue;
    const key = `${payment.payeeId}#${payment.currencyId}`;
    const total = totals.get(key) ?? {
      payeeId: payment.payeeId,
      currencyId: payment.currencyId,
      paymentCount: 0,
      grossCents: 0,
      creditNoteCents: 0,
      advanceNettedCents: 0,
      amountPaidCents: 0,
      feeCents: 0,
    };
    const creditNotes = payment.creditNoteCents ?? 0;
    const netted = payment.loadAdvance?.deductedCents ?? 0;
    total.paymentCount += 1;
    total.grossCents += payment.grossCents;
    total.creditNoteCents += creditNotes;
    total.advanceNettedCents += netted;
    total.amountPaidCents += payment.grossCents - creditNotes - netted;
    total.feeCents += payment.termFeeCents;
    totals.set(key, total);
  }
  return [...totals.values()];
}
