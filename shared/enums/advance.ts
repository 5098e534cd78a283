/** Advance type ids of the admin advances screens (seeds 001 §3), named as the seeds name them. */
export const AdvanceType = {
  SHIPPER_ADVANCE: 1,
  REFUND_TERM_FEE: 2,
  REFUND_ADVANCE_FEE: 3,
  REFUND_STOP_PAYMENT_FEE: 4,
  TRIUMPH_LOAD_ADVANCE: 5,
  TRIUMPH_LOAD_ADVANCE_REFUND_ADVANCE_FEE: 6,
} as const;
export type AdvanceType = (typeof AdvanceType)[keyof typeof AdvanceType];

/** Whether an admin advances view lists invoices or advances (seeds 001 §3). */
export const AdvancesVsInvoices = {
  Invoices: 1,
  Advances: 2,
} as const;
export type AdvancesVsInvoices = (typeof AdvancesVsInvoices)[keyof typeof AdvancesVsInvoices];
