/**
 * The invoice statuses a factor reads (issue 16's glossary): the invoice's own status, with a hold
 * told apart by who holds it, since a factor acts differently on each (asks the debtor, or sends
 * the portal an NOA or LOR). Derived on read (functions/domain/factor-area/factor-invoices.ts).
 */
export const FactorInvoiceStatus = {
  /** Paid to this factor (the payment's `paidTo`). */
  PaidToFactor: 'paidToFactor',
  /** Approved by the debtor; paid on its scheduled pay date. */
  Approved: 'approved',
  /** Held by the portal for the factor of record (an LOR awaited, fraud review). */
  Held: 'held',
  /** Held by the debtor (broker), by hand or by its system. */
  BrokerHold: 'brokerHold',
  /** Held by the portal because the assigned factor is not the carrier's factor of record. */
  FactorMismatchHold: 'factorMismatchHold',
  /** Waiting on the debtor's review. */
  Pending: 'pending',
  /** Anything else: removed, missing its carrier or bank, refunded. */
  Other: 'other',
} as const;
export type FactorInvoiceStatus = (typeof FactorInvoiceStatus)[keyof typeof FactorInvoiceStatus];
