/** State of a payment in the admin unreconciled-funds and misdirected-payments screens (seeds 001 §3). */
export const ReconciliationState = {
  Reversed: 1,
  Unreconciled: 2,
} as const;
export type ReconciliationState = (typeof ReconciliationState)[keyof typeof ReconciliationState];
