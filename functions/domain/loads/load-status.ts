import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { LoadStatus, type SettableLoadStatus } from '#shared/enums/load-status.ts';

/** What the load's status needs of an invoice carrying its load number. */
export type LoadInvoiceFacts = { status: InvoiceStatus };

/** Invoices that no longer stand for the load: it is as if it had none. */
const withdrawn = new Set<InvoiceStatus>([InvoiceStatus.Removed]);

/** The invoices of a load that still stand for it (not removed). */
export function standingInvoices<T extends LoadInvoiceFacts>(invoices: readonly T[]): T[] {
  return invoices.filter((invoice) => !withdrawn.has(invoice.status));
}

/**
 * A load's shown status: Paid once every standing invoice of it is paid, Invoiced while one is
 * not yet, else the status the payor set (Booked, In transit, Delivered, Cancelled). An invoice
 * outranks the payor's status, a cancelled load's included: money owed on a load is what matters.
 */
export function loadStatusOf(set: SettableLoadStatus, invoices: readonly LoadInvoiceFacts[]): LoadStatus {
  const standing = standingInvoices(invoices);
  if (standing.length === 0) return set;
  return standing.every((invoice) => invoice.status === InvoiceStatus.Paid) ? LoadStatus.Paid : LoadStatus.Invoiced;
}

export type StatusChangeRefusal = 'invoiced' | 'advanced';

/**
 * Whether the payor may set `target` on a load: not once an invoice stands for it (its invoice
 * then drives the status), and not Cancelled while an advance is asked for or paid (the money
 * went, or is about to go, to the carrier).
 */
export function statusChangeRefusal(input: {
  target: SettableLoadStatus;
  current: SettableLoadStatus;
  invoices: readonly LoadInvoiceFacts[];
  hasAdvance: boolean;
}): StatusChangeRefusal | null {
  if (input.target === input.current) return null;
  if (standingInvoices(input.invoices).length > 0) return 'invoiced';
  if (input.target === LoadStatus.Cancelled && input.hasAdvance) return 'advanced';
  return null;
}
