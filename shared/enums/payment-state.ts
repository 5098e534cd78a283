/**
 * States of a payment record as the payee payments list shows them (seeds 000 §3). Not to be
 * confused with the numeric `PaymentStatus` of shared/enums/invoice-status.ts.
 */
export const PaymentState = {
  Initializing: 'initializing',
  Paid: 'paid',
  Pending: 'pending',
  Removed: 'removed',
  /** Staff refunded the payment: it and its invoices are reversed (functions/services/payment-refund.ts). */
  Refunded: 'refunded',
} as const;
export type PaymentState = (typeof PaymentState)[keyof typeof PaymentState];
