import { InvoiceBatchStatus } from '#shared/enums/invoice-upload.ts';
import type { CurrencyTotal, InvoiceBatchView } from '#shared/schemas/payor-invoice-uploads.ts';
import { type CheckedRow, hasErrors } from './rows.ts';

export type ByWhom = { userId: number; name: string };

/**
 * An uploaded spreadsheet kept as one batch: under EnablePayorInvoiceReview it waits for the payor
 * to release it (its invoices are then created) or remove it; without it, it is released as it is
 * submitted. Either way it records who uploaded what, and its release the invoices it made.
 */
export type InvoiceBatch = {
  id: number;
  guid: string;
  payorId: number;
  status: InvoiceBatchStatus;
  fileName: string;
  /** SHA-256 of the file: the same Idempotency-Key sent with another file is refused. */
  digest: string;
  invoiceCount: number;
  skippedDuplicateCount: number;
  totals: CurrencyTotal[];
  uploadedAt: string;
  uploadedBy: ByWhom;
  releasedAt: string | null;
  releasedBy: ByWhom | null;
  removedAt: string | null;
  removedBy: ByWhom | null;
  /** The invoices its release created or found created, in row order. */
  invoiceIds: number[];
  version: number;
};

/** A row of a batch as it will be submitted (checked, its carrier resolved to a relationship). */
export type InvoiceBatchRow = {
  rowNumber: number;
  relationshipId: number;
  carrierName: string;
  currencyId: number;
  invoiceNumber: string;
  loadNumber: string;
  grossCents: number;
  invoiceDate: string;
  /** A duplicate of this existing invoice (DuplicateInvoiceMonitoring): flagged, never created. */
  duplicateOfInvoiceId: number | null;
};

/** The rows a batch keeps: every row of a file without errors. Null when a row has one. */
export function batchRowsOf(rows: readonly CheckedRow[]): InvoiceBatchRow[] | null {
  const kept: InvoiceBatchRow[] = [];
  for (const row of rows) {
    const { match, invoiceNumber, loadNumber, grossCents, invoiceDate } = row;
    if (hasErrors(row) || !match || !invoiceNumber || !loadNumber || !grossCents || !invoiceDate) return null;
    kept.push({
      rowNumber: row.rowNumber,
      relationshipId: match.relationshipId,
      carrierName: match.carrierName,
      currencyId: match.currencyId,
      invoiceNumber,
      loadNumber,
      grossCents,
      invoiceDate,
      duplicateOfInvoiceId: row.duplicateOfInvoiceId,
    });
  }
  return kept;
}

/** Invoices to create per currency (duplicates skipped), never adding up across currencies. */
export function totalsOf(
  rows: readonly { currencyId: number | null; grossCents: number | null; duplicateOfInvoiceId: number | null }[],
): CurrencyTotal[] {
  const totals = new Map<number, CurrencyTotal>();
  for (const row of rows) {
    if (row.currencyId === null || row.grossCents === null || row.duplicateOfInvoiceId !== null) continue;
    const total = totals.get(row.currencyId) ?? { currencyId: row.currencyId, count: 0, grossCents: 0 };
    totals.set(row.currencyId, { ...total, count: total.count + 1, grossCents: total.grossCents + row.grossCents });
  }
  return [...totals.values()].sort((a, b) => a.currencyId - b.currencyId);
}

/** The invoices of several batches per currency: each batch's totals added up, currency by currency. */
export function batchesTotalsOf(batches: readonly { totals: readonly CurrencyTotal[] }[]): CurrencyTotal[] {
  const totals = new Map<number, CurrencyTotal>();
  for (const total of batches.flatMap((batch) => batch.totals)) {
    const sum = totals.get(total.currencyId) ?? { currencyId: total.currencyId, count: 0, grossCents: 0 };
    totals.set(total.currencyId, {
      ...sum,
      count: sum.count + total.count,
      grossCents: sum.grossCents + total.grossCents,
    });
  }
  return [...totals.values()].sort((a, b) => a.currencyId - b.currencyId);
}

export type ReleaseStep =
  /** Mark it releasing (by whom, when), then create its invoices. */
  | { kind: 'start'; batch: InvoiceBatch }
  /** A release under way (or interrupted): create what is missing. */
  | { kind: 'resume' }
  /** Released already: nothing to do. */
  | { kind: 'done' }
  | { kind: 'refused'; reason: 'removed' };

export function releaseStep(batch: InvoiceBatch, by: ByWhom, now: Date): ReleaseStep {
  switch (batch.status) {
    case InvoiceBatchStatus.AwaitingRelease:
      return {
        kind: 'start',
        batch: { ...batch, status: InvoiceBatchStatus.Releasing, releasedAt: now.toISOString(), releasedBy: by },
      };
    case InvoiceBatchStatus.Releasing:
      return { kind: 'resume' };
    case InvoiceBatchStatus.Released:
      return { kind: 'done' };
    default:
      return { kind: 'refused', reason: 'removed' };
  }
}

export type RemoveStep =
  | { kind: 'remove'; batch: InvoiceBatch }
  | { kind: 'unchanged' }
  | { kind: 'refused'; reason: 'released' };

/** Removing a batch waiting for release; removing it again changes nothing; a released one stays. */
export function removeStep(batch: InvoiceBatch, by: ByWhom, now: Date): RemoveStep {
  switch (batch.status) {
    case InvoiceBatchStatus.AwaitingRelease:
      return {
        kind: 'remove',
        batch: { ...batch, status: InvoiceBatchStatus.Removed, removedAt: now.toISOString(), removedBy: by },
      };
    case InvoiceBatchStatus.Removed:
      return { kind: 'unchanged' };
    default:
      return { kind: 'refused', reason: 'released' };
  }
}

export function batchView(batch: InvoiceBatch): InvoiceBatchView {
  return {
    id: batch.id,
    guid: batch.guid,
    statusId: batch.status,
    fileName: batch.fileName,
    invoiceCount: batch.invoiceCount,
    skippedDuplicateCount: batch.skippedDuplicateCount,
    totals: batch.totals,
    uploadedAt: batch.uploadedAt,
    uploadedBy: batch.uploadedBy,
    releasedAt: batch.releasedAt,
    releasedBy: batch.releasedBy,
    removedAt: batch.removedAt,
    removedBy: batch.removedBy,
    invoiceIds: batch.invoiceIds,
  };
}
