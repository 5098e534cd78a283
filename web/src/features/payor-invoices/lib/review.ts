import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { canMoveInvoice, type PayorReviewStatus } from '#shared/invoices/status-moves.ts';
import { BulkReviewOutcome, type PayorBulkStatusResult } from '#shared/schemas/payor-invoices.ts';

/** The review moves a payor offers, in the order its screens show them, with their message keys. */
export const reviewActions = [
  { target: InvoiceStatus.Approved, key: 'approve' },
  { target: InvoiceStatus.Held, key: 'hold' },
  { target: InvoiceStatus.PendingReissue, key: 'reissue' },
  { target: InvoiceStatus.Pending, key: 'backToReview' },
  { target: InvoiceStatus.Removed, key: 'remove' },
] as const satisfies readonly { target: PayorReviewStatus; key: string }[];
export type ReviewAction = (typeof reviewActions)[number];

/** A hold and a reissue request tell the carrier why: the screens ask for the payor's words. */
export function asksForNote(action: ReviewAction): boolean {
  return action.target === InvoiceStatus.Held || action.target === InvoiceStatus.PendingReissue;
}

/** The moves at least one of the invoices can make (the others are reported as refused). */
export function actionsFor(statuses: readonly InvoiceStatus[]): ReviewAction[] {
  return reviewActions.filter((action) => statuses.some((status) => canMoveInvoice(status, action.target)));
}

/** How many invoices ended each way. */
export function outcomeCounts(results: PayorBulkStatusResult['results']): Record<BulkReviewOutcome, number> {
  const counts = Object.fromEntries(Object.values(BulkReviewOutcome).map((outcome) => [outcome, 0])) as Record<
    BulkReviewOutcome,
    number
  >;
  for (const result of results) counts[result.outcome] += 1;
  return counts;
}

/** Gross totals of a selection per currency (never summed across currencies). */
export function totalsByCurrency(invoices: readonly { currencyId: number; grossCents: number }[]) {
  const totals = new Map<number, number>();
  for (const invoice of invoices)
    totals.set(invoice.currencyId, (totals.get(invoice.currencyId) ?? 0) + invoice.grossCents);
  return [...totals].map(([currencyId, cents]) => ({ currencyId, cents }));
}
