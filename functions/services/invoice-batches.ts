import { type Page, pageOf } from '#shared/schemas/list-query.ts';
import type { CurrencyTotal, InvoiceBatchListQuery, UploadPreviewRow } from '#shared/schemas/payor-invoice-uploads.ts';
import { batchesTotalsOf, releaseStep, removeStep } from '../domain/invoice-uploads/batch.ts';
import {
  getInvoiceBatch,
  getInvoiceBatchByGuid,
  type InvoiceBatchRecord,
  listInvoiceBatches,
  saveInvoiceBatch,
} from '../repositories/invoice-batches.ts';
import { releaseBatchRows } from './invoice-batch-release.ts';
import { recheckBatchRows, type UploadCaller } from './invoice-uploads.ts';

/**
 * The payor's batches in one status (waiting for release unless asked), newest first, with the
 * invoices of all of them per currency.
 */
export async function listPayorBatches(
  payorId: number,
  query: InvoiceBatchListQuery,
): Promise<Page<InvoiceBatchRecord> & { totals: CurrencyTotal[] }> {
  const batches = (await listInvoiceBatches(payorId)).filter((batch) => batch.status === query.statusId);
  return { ...pageOf(batches, query), totals: batchesTotalsOf(batches) };
}

export type ReleaseResult =
  | { kind: 'released'; batch: InvoiceBatchRecord }
  | { kind: 'notFound' }
  | { kind: 'refused'; reason: 'removed' }
  /** A row cannot be created any more (checked again before anything is): nothing was created. */
  | { kind: 'rowsRefused'; rows: UploadPreviewRow[] }
  | { kind: 'releaseIncomplete'; batch: InvoiceBatchRecord; rows: UploadPreviewRow[] };

/**
 * The payor releases a batch: its rows are checked again, then its invoices created (Pending for
 * the carriers, functions/services/invoice-batch-release.ts) and the release recorded with who and
 * when. Releasing a released batch answers it as it is; two releases at once create each invoice
 * once. A removed batch cannot be released.
 */
export async function releasePayorBatch(caller: UploadCaller, guid: string, now = new Date()): Promise<ReleaseResult> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const batch = await getInvoiceBatchByGuid(caller.payorId, guid);
    if (!batch) return { kind: 'notFound' };
    const step = releaseStep(batch, caller.by, now);
    if (step.kind === 'done') return { kind: 'released', batch };
    if (step.kind === 'refused') return step;
    if (step.kind === 'resume') return releaseBatchRows(caller, batch, now);
    const refused = await recheckBatchRows(caller, batch);
    if (refused.length > 0) {
      // A release of this batch that started meanwhile uses its numbers: follow that release.
      if ((await getInvoiceBatch(caller.payorId, batch.id))?.version !== batch.version) continue;
      return { kind: 'rowsRefused', rows: refused };
    }
    const started = await saveInvoiceBatch(batch, step.batch);
    if (started) return releaseBatchRows(caller, started, now);
    // Someone else moved it first (released or removed it): decide again on what they did.
  }
  throw new Error(`Invoice batch ${guid} kept changing`);
}

export type RemoveResult =
  | { kind: 'removed'; batch: InvoiceBatchRecord }
  | { kind: 'notFound' }
  | { kind: 'refused'; reason: 'released' };

/** The payor removes a batch waiting for release (recorded with who and when); removing it again changes nothing. */
export async function removePayorBatch(caller: UploadCaller, guid: string, now = new Date()): Promise<RemoveResult> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const batch = await getInvoiceBatchByGuid(caller.payorId, guid);
    if (!batch) return { kind: 'notFound' };
    const step = removeStep(batch, caller.by, now);
    if (step.kind === 'unchanged') return { kind: 'removed', batch };
    if (step.kind === 'refused') return step;
    const saved = await saveInvoiceBatch(batch, step.batch);
    if (saved) return { kind: 'removed', batch: saved };
  }
  throw new Error(`Invoice batch ${guid} kept changing`);
}
