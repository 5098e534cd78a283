/** Why a relationship's invoices are held (seeds 001 §3), named as the seeds name them. */
export const HoldReason = {
  WAITING_FOR_LOR: 1,
  INVALID_FACTOR_ASSIGNED: 2,
  FRAUD_NOA: 3,
  LOR_PENDING_REVIEW: 4,
  PAYOR_SYSTEM_OVERRIDE: 5,
  ADMIN_UPDATE_RELATIONSHIPS_HOLD: 6,
  GLOBAL_FACTOR_MISMATCH: 7,
  PAYOR_MANUAL_HOLD: 8,
  LEGACY_HOLD: 9,
  GLOBAL_LOR_PAUSE_HOLD: 10,
} as const;
export type HoldReason = (typeof HoldReason)[keyof typeof HoldReason];
