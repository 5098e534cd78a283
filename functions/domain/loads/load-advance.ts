import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { LoadAdvanceState, LoadStatus } from '#shared/enums/load-status.ts';
import { maxLoadAdvanceShareBps } from '#shared/schemas/payor-loads.ts';
import type { Load } from './load.ts';
import { type LoadInvoiceFacts, standingInvoices } from './load-status.ts';

/** What the advance rules need of an invoice carrying the load's number. */
export type AdvanceInvoiceFacts = LoadInvoiceFacts & { grossCents: number };

/**
 * Invoice statuses before the payor's approval: an advance is paid "before the invoice", so once
 * the invoice is approved (its payment is near) or paid, the load takes none.
 */
const beforeApproval = new Set<InvoiceStatus>([
  InvoiceStatus.Pending,
  InvoiceStatus.Held,
  InvoiceStatus.MissingCarrier,
  InvoiceStatus.PendingReissue,
]);

export type AdvanceRefusal = 'cancelled' | 'invoiceApproved' | 'alreadyRequested' | 'overLimit';

/** What the carrier's invoice for the load is expected to be: the standing invoices, else the agreed rate. */
export function expectedInvoiceCents(load: Pick<Load, 'rateCents'>, invoices: readonly AdvanceInvoiceFacts[]): number {
  const standing = standingInvoices(invoices);
  if (standing.length === 0) return load.rateCents;
  return standing.reduce((total, invoice) => total + invoice.grossCents, 0);
}

/** Why the load takes no advance now, or null when it may have one. */
function refusalOf(
  load: Pick<Load, 'status' | 'advance'>,
  invoices: readonly AdvanceInvoiceFacts[],
): Exclude<AdvanceRefusal, 'overLimit'> | null {
  if (load.advance && load.advance.state !== LoadAdvanceState.Cancelled) return 'alreadyRequested';
  if (standingInvoices(invoices).some((invoice) => !beforeApproval.has(invoice.status))) return 'invoiceApproved';
  if (load.status === LoadStatus.Cancelled && standingInvoices(invoices).length === 0) return 'cancelled';
  return null;
}

/**
 * The most the payor may advance on the load now: `maxLoadAdvanceShareBps` of its expected invoice
 * amount, rounded down to the cent; null when the load takes no advance (one was asked for
 * already, its invoice is approved or paid, or it was cancelled).
 */
export function advanceLimitCents(
  load: Pick<Load, 'status' | 'advance' | 'rateCents'>,
  invoices: readonly AdvanceInvoiceFacts[],
): number | null {
  if (refusalOf(load, invoices)) return null;
  return Math.floor((expectedInvoiceCents(load, invoices) * maxLoadAdvanceShareBps) / 10_000);
}

export type AdvanceDecision =
  | { kind: 'request' }
  /** The same amount was asked for before: the first request stands (a retried call). */
  | { kind: 'repeat' }
  | { kind: 'refused'; reason: AdvanceRefusal; limitCents: number | null };

/** Whether the payor's request for `amountCents` makes a new advance, repeats one, or is refused. */
export function decideAdvance(
  load: Pick<Load, 'status' | 'advance' | 'rateCents'>,
  invoices: readonly AdvanceInvoiceFacts[],
  amountCents: number,
): AdvanceDecision {
  const advance = load.advance;
  if (advance && advance.state !== LoadAdvanceState.Cancelled && advance.amountCents === amountCents) {
    return { kind: 'repeat' };
  }
  const refusal = refusalOf(load, invoices);
  if (refusal) return { kind: 'refused', reason: refusal, limitCents: null };
  const limitCents = advanceLimitCents(load, invoices) ?? 0;
  if (amountCents > limitCents) return { kind: 'refused', reason: 'overLimit', limitCents };
  return { kind: 'request' };
}

/**
 * What an invoice payment nets of a paid advance: the whole advance when the payment covers it,
 * else what the payment holds (never below zero; the rest stays unrecovered and is shown so).
 */
export function netAdvance(paymentNetCents: number, advanceCents: number): { deductedCents: number; netCents: number } {
  const deductedCents = Math.min(advanceCents, Math.max(0, paymentNetCents));
  return { deductedCents, netCents: paymentNetCents - deductedCents };
}
