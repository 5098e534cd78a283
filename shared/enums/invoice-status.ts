/**
 * Invoice status ids (seeds 000 §3). Ids 4, 7 and 9 are not used. Refunded (12) is the seeds'
 * payment status; the portal gives it to the invoices of a refunded payment too, so each invoice's
 * history shows the refund (issue 3: 'Refunded for payments'). Only a payment refund moves an
 * invoice there (functions/services/payment-refund.ts).
 */
export const InvoiceStatus = {
  Pending: 1,
  Approved: 2,
  Paid: 3,
  Held: 5,
  MissingCarrier: 6,
  Removed: 8,
  PendingReissue: 10,
  MissingBank: 11,
  Refunded: 12,
} as const;
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];

/** Payment status ids (seeds 000 §3, 001 §3): the invoice statuses, Refunded included. */
export const PaymentStatus = { ...InvoiceStatus } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/** Statuses whose amounts make up the "held" invoice total (seeds 000 §3). */
export const heldInvoiceStatuses = [
  InvoiceStatus.Held,
  InvoiceStatus.PendingReissue,
  InvoiceStatus.MissingBank,
] as const satisfies readonly InvoiceStatus[];

/**
 * What waits on a payor, by the total that counts it (payor/invoices/totals: the payor's invoice
 * list and dashboard): its review, the payout run, or a hold's resolution, which on the payor's
 * side also counts invoices missing their carrier.
 */
export const payorWaitingStatuses = {
  pending: [InvoiceStatus.Pending],
  approved: [InvoiceStatus.Approved],
  held: [...heldInvoiceStatuses, InvoiceStatus.MissingCarrier],
} as const satisfies Record<string, readonly InvoiceStatus[]>;
export type PayorWaitingGroup = keyof typeof payorWaitingStatuses;

/** True when the status counts towards the held total. */
export function isHeldStatus(status: number): boolean {
  return (heldInvoiceStatuses as readonly number[]).includes(status);
}

const paymentStatusNames = new Map<number, string>(Object.entries(PaymentStatus).map(([name, id]) => [id, name]));

/** The seeds' name of an invoice or payment status id. */
export function paymentStatusName(id: PaymentStatus): string {
  return paymentStatusNames.get(id) ?? String(id);
}

/**
 * Steps of the payee invoice status tracker (seeds 000 §4): the main line received → pending
 * (under review) → approved → paid, and the side states held, exception ('pending reissue') and
 * advance issued.
 */
export const InvoiceTrackerStep = {
  Received: 'received',
  Pending: 'pending',
  Approved: 'approved',
  Paid: 'paid',
  Held: 'held',
  Exception: 'exception',
  AdvanceIssued: 'advanceIssued',
} as const;
export type InvoiceTrackerStep = (typeof InvoiceTrackerStep)[keyof typeof InvoiceTrackerStep];
