/**
 * States of a payment record as the payee payments list shows them (seeds 000 §3). Not to be
 * confused with the numeric `PaymentStatus` of shared/enums/invoice-status.ts.
 */
export const PaymentState = {
  Initializing: 'initializing',
  Paid: 'paid',
  Pending: 'pending',
  Removed: 'removed',
} as const;
export type PaymentState = (typeof PaymentState)[keyof typeof PaymentState];
