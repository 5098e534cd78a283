import { InvoiceStatus, isHeldStatus } from '#shared/enums/invoice-status.ts';
import type { Invoice } from './invoice.ts';

/**
 * Running totals of a carrier's invoices per currency and status: how many and how much (gross
 * and net cents). The repository keeps one such record per carrier and currency, changed in the
 * same transaction as every invoice write, so the list's totals cost one small read whatever the
 * size of the carrier's history.
 */
export type StatusTally = { count: number; grossCents: number; netCents: number };
export type CurrencyTallies = { currencyId: number; byStatus: Partial<Record<InvoiceStatus, StatusTally>> };

/** A change to the tallies of one currency: per status, what to add (negative to take away). */
export type TallyDelta = { currencyId: number; byStatus: Partial<Record<InvoiceStatus, StatusTally>> };

type Counted = Pick<Invoice, 'currencyId' | 'status' | 'grossCents' | 'netCents'>;

/**
 * What moving an invoice from `before` to `after` changes in the tallies (either side may be
 * absent: a new invoice, or one going away). Statuses that end up unchanged are left out, and an
 * empty list means nothing to write.
 */
export function tallyDeltas(before: Counted | null, after: Counted | null): TallyDelta[] {
  const deltas = new Map<number, Map<InvoiceStatus, StatusTally>>();
  const add = (invoice: Counted, sign: 1 | -1) => {
    const byStatus = deltas.get(invoice.currencyId) ?? new Map<InvoiceStatus, StatusTally>();
    const current = byStatus.get(invoice.status) ?? { count: 0, grossCents: 0, netCents: 0 };
    byStatus.set(invoice.status, {
      count: current.count + sign,
      grossCents: current.grossCents + sign * invoice.grossCents,
      netCents: current.netCents + sign * invoice.netCents,
    });
    deltas.set(invoice.currencyId, byStatus);
  };
  if (before) add(before, -1);
  if (after) add(after, 1);
  const result: TallyDelta[] = [];
  for (const [currencyId, byStatus] of deltas) {
    const changed = [...byStatus].filter(([, t]) => t.count !== 0 || t.grossCents !== 0 || t.netCents !== 0);
    if (changed.length > 0) result.push({ currencyId, byStatus: Object.fromEntries(changed) });
  }
  return result.sort((a, b) => a.currencyId - b.currencyId);
}

/** Adds up the deltas of many invoice moves (a payment pays many invoices in one transaction). */
export function mergeDeltas(deltas: readonly TallyDelta[]): TallyDelta[] {
  const merged = new Map<number, Partial<Record<InvoiceStatus, StatusTally>>>();
  for (const delta of deltas) {
    const byStatus = merged.get(delta.currencyId) ?? {};
    for (const [status, tally] of Object.entries(delta.byStatus) as [string, StatusTally][]) {
      const key = Number(status) as InvoiceStatus;
      const current = byStatus[key] ?? { count: 0, grossCents: 0, netCents: 0 };
      byStatus[key] = {
        count: current.count + tally.count,
        grossCents: current.grossCents + tally.grossCents,
        netCents: current.netCents + tally.netCents,
      };
    }
    merged.set(delta.currencyId, byStatus);
  }
  return [...merged]
    .map(([currencyId, byStatus]) => ({ currencyId, byStatus }))
    .sort((a, b) => a.currencyId - b.currencyId);
}

/** Tallies computed from invoices themselves (for a payor filter, and to rebuild stored tallies). */
export function talliesOf(invoices: readonly Counted[]): CurrencyTallies[] {
  return mergeDeltas(invoices.flatMap((invoice) => tallyDeltas(null, invoice)));
}

/**
 * The three totals the invoice list shows (seeds 000 §3): approved, held (Held + PendingReissue +
 * MissingBank) and pending, in net cents (what the carrier is due after fees), with counts.
 */
export type InvoiceTotals = {
  currencyId: number;
  approvedCents: number;
  approvedCount: number;
  heldCents: number;
  heldCount: number;
  pendingCents: number;
  pendingCount: number;
};

export function invoiceTotalsOf(tallies: CurrencyTallies): InvoiceTotals {
  const totals: InvoiceTotals = {
    currencyId: tallies.currencyId,
    approvedCents: 0,
    approvedCount: 0,
    heldCents: 0,
    heldCount: 0,
    pendingCents: 0,
    pendingCount: 0,
  };
  for (const [status, tally] of Object.entries(tallies.byStatus) as [string, StatusTally][]) {
    const id = Number(status);
    if (id === InvoiceStatus.Approved) {
      totals.approvedCents += tally.netCents;
      totals.approvedCount += tally.count;
    } else if (isHeldStatus(id)) {
      totals.heldCents += tally.netCents;
      totals.heldCount += tally.count;
    } else if (id === InvoiceStatus.Pending) {
      totals.pendingCents += tally.netCents;
      totals.pendingCount += tally.count;
    }
  }
  return totals;
}

/** Statuses whose invoices count towards the totals: what is still to be paid or settled. */
export const openInvoiceStatuses = [
  InvoiceStatus.Pending,
  InvoiceStatus.Approved,
  InvoiceStatus.Held,
  InvoiceStatus.PendingReissue,
  InvoiceStatus.MissingBank,
] as const satisfies readonly InvoiceStatus[];
