/** Bill (paperwork) states (seeds 000 §3). */
export const BillState = {
  Approved: 'approved',
  Delivered: 'delivered',
  Exception: 'exception',
  Ignored: 'ignored',
  Incomplete: 'incomplete',
  Pending: 'pending',
  Rejected: 'rejected',
  Removed: 'removed',
  Sent: 'sent',
  Submitted: 'submitted',
} as const;
export type BillState = (typeof BillState)[keyof typeof BillState];

/**
 * How the payee paperwork list groups bills into its two counts (seeds 000 §4). The seeds name
 * only the submitted members; incomplete holds what still needs the carrier: drafts, a driver's
 * uploads waiting for the administrator (pending) and bills the delivery check sent back (exception).
 * Removed and ignored bills are in neither count.
 */
export const payeeBillGroups = {
  incomplete: [BillState.Incomplete, BillState.Pending, BillState.Exception],
  submitted: [BillState.Delivered, BillState.Submitted, BillState.Rejected, BillState.Approved, BillState.Sent],
} as const satisfies Record<string, readonly BillState[]>;

/** How the payor settlements list groups bills into its three counts (seeds 001 §4). */
export const payorBillGroups = {
  incomplete: [BillState.Incomplete, BillState.Sent],
  rejected: [BillState.Rejected],
  submitted: [BillState.Delivered, BillState.Submitted, BillState.Approved, BillState.Removed, BillState.Ignored],
} as const satisfies Record<string, readonly BillState[]>;
