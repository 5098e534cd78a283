import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceBatchStatus, UploadColumn, UploadProblem } from '#shared/enums/invoice-upload.ts';
import type { Translate } from '#shared/i18n/issue-message.ts';
import type { UploadPreviewRow } from '#shared/schemas/payor-invoice-uploads.ts';
import type { InvoiceBatchRow } from '../domain/invoice-uploads/batch.ts';
import type { Actor } from '../domain/invoices/invoice.ts';
import {
  getInvoiceBatch,
  getInvoiceBatchRows,
  type InvoiceBatchRecord,
  saveInvoiceBatch,
} from '../repositories/invoice-batches.ts';
import { submitPayorInvoice } from './invoice-submissions.ts';

type Releaser = { payorId: number; payorName: string; actor: Actor; t: Translate };

export type ReleaseRowsResult =
  | { kind: 'released'; batch: InvoiceBatchRecord }
  | { kind: 'releaseIncomplete'; batch: InvoiceBatchRecord; rows: UploadPreviewRow[] };

const refusalProblem = {
  unknownRelationship: [UploadColumn.RelationshipId, UploadProblem.CarrierNotRelated],
  duplicateInvoiceNumber: [UploadColumn.InvoiceNumber, UploadProblem.InvoiceNumberUsed],
  duplicateLoadNumber: [UploadColumn.LoadNumber, UploadProblem.LoadNumberUsed],
  conflict: [null, UploadProblem.Conflict],
} as const;

function failedRow(row: InvoiceBatchRow, reason: keyof typeof refusalProblem, t: Translate): UploadPreviewRow {
  const [column, code] = refusalProblem[reason];
  return {
    rowNumber: row.rowNumber,
    cells: {
      mc: '',
      dot: '',
      relationshipId: String(row.relationshipId),
      invoiceNumber: row.invoiceNumber,
      loadNumber: row.loadNumber,
      amount: (row.grossCents / 100).toFixed(2),
      invoiceDate: row.invoiceDate,
    },
    payeeRelationshipId: row.relationshipId,
    carrierName: row.carrierName,
    currencyId: row.currencyId,
    grossCents: row.grossCents,
    invoiceDate: row.invoiceDate,
    invoiceNumber: row.invoiceNumber,
    loadNumber: row.loadNumber,
    duplicateOfInvoiceId: null,
    problems: [{ column, code, severity: 'error', params: {}, message: t(`invoiceUploads.problems.${code}`) }],
  };
}

/**
 * Creates a releasing batch's invoices, each through the single submission's path
 * (submitPayorInvoice: Pending, the relationship's default term, its numbers reserved), then marks
 * the batch released with them. A row whose invoice exists already (an earlier or concurrent
 * release of the same batch) is answered by that invoice, so releasing twice, or twice at once,
 * creates each invoice once. Should a row fail (a number taken by another submission since the
 * batch was checked), the batch stays releasing with what was created, and the rows that failed
 * are answered: its release can be tried again once the numbers are sorted out.
 */
export async function releaseBatchRows(
  releaser: Releaser,
  batch: InvoiceBatchRecord,
  now: Date,
): Promise<ReleaseRowsResult> {
  const rows = (await getInvoiceBatchRows(batch.payorId, batch.id)).filter((row) => row.duplicateOfInvoiceId === null);
  // A spreadsheet often names one carrier many times, and each of its invoices may move that
  // relationship's free QuickPay count: one relationship's rows go one after another, several
  // relationships at once.
  const byRelationship = new Map<number, InvoiceBatchRow[]>();
  for (const row of rows)
    byRelationship.set(row.relationshipId, [...(byRelationship.get(row.relationshipId) ?? []), row]);
  const outcomes = new Map<number, number | UploadPreviewRow>();
  await mapLimited([...byRelationship.values()], 8, async (group) => {
    for (const row of group) {
      const result = await createRowInvoice(releaser, row, now);
      outcomes.set(
        row.rowNumber,
        result.kind === 'created' || result.kind === 'replayed'
          ? result.invoice.id
          : failedRow(row, result.kind, releaser.t),
      );
    }
  });
  const invoiceIds: number[] = [];
  const failed: UploadPreviewRow[] = [];
  for (const row of rows) {
    const outcome = outcomes.get(row.rowNumber);
    if (typeof outcome === 'number') invoiceIds.push(outcome);
    else if (outcome) failed.push(outcome);
  }
  let current: InvoiceBatchRecord | null = batch;
  for (let attempt = 0; current && attempt < 5; attempt += 1) {
    if (current.status === InvoiceBatchStatus.Released) return { kind: 'released', batch: current };
    if (failed.length > 0) return { kind: 'releaseIncomplete', batch: current, rows: failed };
    const saved = await saveInvoiceBatch(current, { ...current, status: InvoiceBatchStatus.Released, invoiceIds });
    if (saved) return { kind: 'released', batch: saved };
    // A concurrent release finished first: its record stands (the same invoices).
    current = await getInvoiceBatch(batch.payorId, batch.id);
  }
  throw new Error(`Invoice batch ${batch.id} could not be marked released`);
}

/**
 * The row's invoice, created or found created. A row refused while another release of the same
 * batch writes the same invoice is asked again a moment later: by then that write has landed and
 * the row is answered by its invoice (a number another invoice holds is refused again).
 */
async function createRowInvoice(releaser: Releaser, row: InvoiceBatchRow, now: Date) {
  for (let attempt = 0; ; attempt += 1) {
    const result = await submitPayorInvoice({
      payorId: releaser.payorId,
      payorName: releaser.payorName,
      submission: {
        payeeRelationshipId: row.relationshipId,
        invoiceNumber: row.invoiceNumber,
        loadNumber: row.loadNumber,
        grossCents: row.grossCents,
        kind: InvoiceKind.Standard,
        invoiceDate: row.invoiceDate,
      },
      actor: releaser.actor,
      now,
    });
    if (result.kind === 'created' || result.kind === 'replayed' || result.kind === 'unknownRelationship') return result;
    if (attempt >= 2) return result;
    await new Promise((resolve) => setTimeout(resolve, 50 * 3 ** attempt));
  }
}

/** Runs `work` over `items`, `limit` at a time, keeping their order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
