import { PaymentState } from '#shared/enums/payment-state.ts';
import type { PayorPaymentListItem, PayorPaymentTotals } from '#shared/schemas/payor-payments.ts';

/**
 * What the payor's payments add up to per currency, in currency id order: the invoices' gross,
 * the credit notes they repaid and the payor's cost. A refunded payment's money came back to the
 * payor (domain/payments/refund.ts), so it is listed but not counted, as on the carrier's side.
 */
export function payorPaymentTotals(
  payments: readonly Pick<
    PayorPaymentListItem,
    'state' | 'currencyId' | 'grossCents' | 'creditNoteCents' | 'amountCents'
  >[],
): PayorPaymentTotals[] {
  const totals = new Map<number, PayorPaymentTotals>();
  for (const payment of payments) {
    if (payment.state === PaymentState.Refunded) continue;
    const total = totals.get(payment.currencyId) ?? {
      currencyId: payment.currencyId,
      count: 0,
      grossCents: 0,
      creditNoteCents: 0,
      amountCents: 0,
    };
    total.count += 1;
    total.grossCents += payment.grossCents;
    total.creditNoteCents += payment.creditNoteCents;
    total.amountCents += payment.amountCents;
    totals.set(payment.currencyId, total);
  }
  return [...totals.values()].sort((a, b) => a.currencyId - b.currencyId);
}
