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
