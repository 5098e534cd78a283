import { InvoiceStatus } from '../enums/invoice-status.ts';

/**
 * Which status an invoice may move to from each status. The seeds list the statuses but not the
 * moves; these follow the portal's life of an invoice: a payor reviews a pending invoice (approve,
 * hold, ask for a reissue, or report the carrier or its bank missing), the payout run pays what is
 * approved and due, and Removed is final. A paid invoice moves on only when staff refund the
 * payment that paid it (Paid → Refunded, functions/services/payment-refund.ts); Refunded is final.
 */
const allowedMoves: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  [InvoiceStatus.Pending]: [
    InvoiceStatus.Approved,
    InvoiceStatus.Held,
    InvoiceStatus.MissingCarrier,
    InvoiceStatus.MissingBank,
    InvoiceStatus.PendingReissue,
    InvoiceStatus.Removed,
  ],
  [InvoiceStatus.Approved]: [
    InvoiceStatus.Paid,
    InvoiceStatus.Held,
    InvoiceStatus.MissingBank,
    InvoiceStatus.PendingReissue,
    InvoiceStatus.Removed,
  ],
  [InvoiceStatus.Held]: [InvoiceStatus.Pending, InvoiceStatus.Approved, InvoiceStatus.Removed],
  [InvoiceStatus.MissingCarrier]: [InvoiceStatus.Pending, InvoiceStatus.Removed],
  [InvoiceStatus.MissingBank]: [InvoiceStatus.Approved, InvoiceStatus.Removed],
  [InvoiceStatus.PendingReissue]: [InvoiceStatus.Pending, InvoiceStatus.Removed],
  [InvoiceStatus.Paid]: [InvoiceStatus.Refunded],
  [InvoiceStatus.Removed]: [],
  [InvoiceStatus.Refunded]: [],
};

export function canMoveInvoice(from: InvoiceStatus, to: InvoiceStatus): boolean {
  return allowedMoves[from].includes(to);
}

/**
 * The moves a payor makes when reviewing an invoice: approve, hold, ask for a reissue, remove,
 * and put a held or reissued invoice back under review. Paid belongs to the payout run, and the
 * missing-carrier and missing-bank states to the portal, so a payor cannot set those.
 */
export const payorReviewStatuses = [
  InvoiceStatus.Approved,
  InvoiceStatus.Held,
  InvoiceStatus.PendingReissue,
  InvoiceStatus.Removed,
  InvoiceStatus.Pending,
] as const satisfies readonly InvoiceStatus[];
export type PayorReviewStatus = (typeof payorReviewStatuses)[number];

export function isPayorReviewStatus(status: number): status is PayorReviewStatus {
  return (payorReviewStatuses as readonly number[]).includes(status);
}
