/**
 * A load's status (seeds 001 §2 list loads with a status but name none). The payor moves a load
 * through the first three and may cancel it; Invoiced and Paid follow from the load's invoice
 * (functions/domain/loads/load-status.ts), never set by hand.
 */
export const LoadStatus = {
  Booked: 1,
  InTransit: 2,
  Delivered: 3,
  Invoiced: 4,
  Paid: 5,
  Cancelled: 6,
} as const;
export type LoadStatus = (typeof LoadStatus)[keyof typeof LoadStatus];

/** The statuses a payor sets on a load; the others are derived from its invoice. */
export const settableLoadStatuses = [
  LoadStatus.Booked,
  LoadStatus.InTransit,
  LoadStatus.Delivered,
  LoadStatus.Cancelled,
] as const satisfies readonly LoadStatus[];
export type SettableLoadStatus = (typeof settableLoadStatuses)[number];

/**
 * Where a load advance (BROKER_LOAD_ADVANCE_PAYOUT) stands: requested by the payor, paid to the
 * carrier by a payout run, recovered when the run netted it from the load's invoice payment, or
 * cancelled when the invoice was paid before the advance could be.
 */
export const LoadAdvanceState = {
  Requested: 1,
  Paid: 2,
  Recovered: 3,
  Cancelled: 4,
} as const;
export type LoadAdvanceState = (typeof LoadAdvanceState)[keyof typeof LoadAdvanceState];
