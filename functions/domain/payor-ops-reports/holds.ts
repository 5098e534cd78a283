import { calendarDateIn, daysBetween } from '#shared/dates/calendar-date.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { HoldAgeBucket as Bucket, type HoldAgeBucket } from '#shared/schemas/payor-ops-report-queries.ts';
import type { HeldInvoice, HoldGroup } from '#shared/schemas/payor-ops-reports.ts';
import type { Invoice } from '../invoices/invoice.ts';

/**
 * The holds report: an invoice on hold, the move that held it (its last move to Held in the
 * status history: when, and who) and its reason (the review note the hold recorded). Age is whole
 * Chicago calendar days from the hold's date to today; buckets in shared/schemas/payor-ops-reports.ts.
 */
export type HeldSource = Pick<
  Invoice,
  | 'id'
  | 'invoiceNumber'
  | 'loadNumber'
  | 'currencyId'
  | 'grossCents'
  | 'statusHistory'
  | 'reviewNote'
  | 'payeeName'
  | 'payorName'
>;

/** The bucket of an age in days. */
export function holdAgeBucket(ageDays: number): HoldAgeBucket {
  if (ageDays <= 7) return Bucket.Days0To7;
  if (ageDays <= 14) return Bucket.Days8To14;
  if (ageDays <= 30) return Bucket.Days15To30;
  if (ageDays <= 60) return Bucket.Days31To60;
  return Bucket.Over60;
}

/** The invoice's hold as the report shows it, or null when its history records no move to Held. */
export function heldInvoiceOf(invoice: HeldSource, carrierName: string, today: string): HeldInvoice | null {
  const move = invoice.statusHistory.findLast((change) => change.status === InvoiceStatus.Held);
  if (!move) return null;
  const heldDate = calendarDateIn(new Date(move.at));
  const note = invoice.reviewNote?.status === InvoiceStatus.Held ? invoice.reviewNote : null;
  const ageDays = Math.max(0, daysBetween(heldDate, today));
  return {
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    loadNumber: invoice.loadNumber,
    carrierName,
    currencyId: invoice.currencyId,
    grossCents: invoice.grossCents,
    holdReasonId: note?.holdReason ?? null,
    note: note?.text ?? null,
    heldAt: move.at,
    heldDate,
    heldByName: move.byName ?? note?.byName ?? null,
    // Older moves name only the side that acted: a payor's hold is at least the payor's.
    heldByCompanyName: move.byCompanyName ?? (move.actor === 'payor' ? invoice.payorName : null),
    ageDays,
    ageBucket: holdAgeBucket(ageDays),
  };
}

/** Counts and gross per group key and currency, in key order then currency. */
export function holdGroups(holds: readonly HeldInvoice[], keyOf: (hold: HeldInvoice) => string): HoldGroup[] {
  const groups = new Map<string, HoldGroup>();
  for (const hold of holds) {
    const key = keyOf(hold);
    const id = `${key}#${hold.currencyId}`;
    const group = groups.get(id) ?? { key, currencyId: hold.currencyId, count: 0, amountCents: 0 };
    group.count += 1;
    group.amountCents += hold.grossCents;
    groups.set(id, group);
  }
  return [...groups.values()];
}

/** The key of a hold's reason ('0' for a hold without one). */
export const reasonKey = (hold: HeldInvoice): string => String(hold.holdReasonId ?? 0);
