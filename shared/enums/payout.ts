/** Payout type ids (seeds 000 §3, 001 §3), named as the seeds name them. */
export const PayoutType = {
  LEGACY_PAYOUT: 1,
  INVOICE_PAYOUT: 2,
  SHIPPER_ADVANCE_PAYOUT: 3,
  TERM_FEE_REFUND: 4,
  QUICKPAY_INVOICE_PAYOUT: 5,
  ADVANCED_INVOICE_PAYOUT: 6,
  PROMOTIONAL_QUICKPAY_INVOICE_PAYOUT: 7,
  BROKER_LOAD_ADVANCE_PAYOUT: 8,
  TRIUMPH_LOAD_ADVANCE_PAYOUT: 9,
} as const;
export type PayoutType = (typeof PayoutType)[keyof typeof PayoutType];

/** Payout schedules (seeds 000 §3, 001 §3); the seeds give only the names, which are the values. */
export const PayoutSchedule = {
  Daily: 'Daily',
  WeeklyStandard: 'Weekly - Standard',
  WeeklyImmediate: 'Weekly - Immediate',
} as const;
export type PayoutSchedule = (typeof PayoutSchedule)[keyof typeof PayoutSchedule];
