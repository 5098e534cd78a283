import { createHash, randomUUID } from 'node:crypto';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { CompanySetting, settingAsBoolean } from '#shared/enums/company-setting.ts';
import { InvoiceBatchStatus, UploadFileProblem } from '#shared/enums/invoice-upload.ts';
import type { Translate } from '#shared/i18n/issue-message.ts';
import type { InvoiceUploadBody, UploadPreview, UploadPreviewRow } from '#shared/schemas/payor-invoice-uploads.ts';
import { type ByWhom, batchRowsOf, type InvoiceBatch, totalsOf } from '../domain/invoice-uploads/batch.ts';
import { type LayoutProblem, layoutOf } from '../domain/invoice-uploads/layout.ts';
import { readSheetFile } from '../domain/invoice-uploads/read-file.ts';
import {
  type CarrierLookup,
  type CheckedRow,
  checkRows,
  hasErrors,
  type ReadRow,
  readRow,
  type UploadFacts,
} from '../domain/invoice-uploads/rows.ts';
import { UnreadableSheetError } from '../domain/invoice-uploads/sheet.ts';
import type { Actor } from '../domain/invoices/invoice.ts';
import { findCompanyByCarrierNumber } from '../repositories/carrier-numbers.ts';
import { getCompany } from '../repositories/companies.ts';
import { nextId } from '../repositories/counters.ts';
import {
  createInvoiceBatch,
  findBatchByRequest,
  findPayorInvoicesByNumbers,
  getInvoiceBatchRows,
  type InvoiceBatchRecord,
  listInvoiceBatches,
} from '../repositories/invoice-batches.ts';
import { getPayorRelationship, listRelationships, type RelationshipRecord } from '../repositories/relationships.ts';
import { mapLimited, releaseBatchRows } from './invoice-batch-release.ts';

/** The payor uploading, as the routes know them. */
export type UploadCaller = {
  payorId: number;
  payorName: string;
  /** The payor's company settings (EnablePayorInvoiceReview, DuplicateInvoiceMonitoring). */
  settings: Readonly<Record<string, string>>;
  actor: Actor;
  by: ByWhom;
  t: Translate;
};

export type FileRefusal = { kind: 'fileRefused'; problem: UploadFileProblem; message: string };

/** The file's rows read and checked, or why the file as a whole could not be. */
async function checkUpload(
  caller: UploadCaller,
  body: InvoiceUploadBody,
  now: Date,
): Promise<{ kind: 'checked'; rows: CheckedRow[]; facts: UploadFacts } | FileRefusal> {
  const bytes = Buffer.from(body.content, 'base64');
  let layout: ReturnType<typeof layoutOf>;
  try {
    layout = layoutOf(readSheetFile(bytes));
  } catch (error) {
    if (!(error instanceof UnreadableSheetError)) throw error;
    return fileRefusal(caller.t, { problem: error.reason }, body.fileName);
  }
  if ('problem' in layout) return fileRefusal(caller.t, layout, body.fileName);
  const today = calendarDateIn(now);
  const read = layout.rows.map((row) => readRow(row, layout.columns, today));
  const facts = await uploadFacts(caller, read);
  return { kind: 'checked', rows: checkRows(read, facts), facts };
}

function fileRefusal(
  t: Translate,
  refusal: LayoutProblem | { problem: 'unreadable' | 'oldExcelFormat' | 'tooLarge' },
  fileName: string,
): FileRefusal {
  const params: Record<string, unknown> = { fileName };
  if (refusal.problem === UploadFileProblem.TooManyRows) params.maxRows = refusal.maxRows;
  if (refusal.problem === UploadFileProblem.MissingColumns) {
    params.columns = refusal.missing.map((column) => t(`invoiceUploads.columns.${column}`)).join(', ');
  }
  return {
    kind: 'fileRefused',
    problem: refusal.problem,
    message: t(`invoiceUploads.file.${refusal.problem}`, params),
  };
}

/** How the payor's relationships with one carrier resolve a row's carrier. */
async function lookupByPayee(payorId: number, payeeId: number | null): Promise<CarrierLookup> {
  if (payeeId === null) return { kind: 'notFound' };
  const related = (await listRelationships(payeeId)).filter((relationship) => relationship.payorId === payorId);
  const [only] = related;
  if (!only) return { kind: 'notRelated' };
  if (related.length > 1) return { kind: 'ambiguous' };
  return { kind: 'found', match: await matchOf(only) };
}

const carrierNames = new Map<number, string>();

async function matchOf(relationship: RelationshipRecord) {
  let carrierName = carrierNames.get(relationship.payeeId);
  if (carrierName === undefined) {
    carrierName = (await getCompany(relationship.payeeId))?.name ?? '';
    // Carrier names change rarely; a warm function keeps the last 1,000 it read.
    if (carrierNames.size > 1000) carrierNames.clear();
    carrierNames.set(relationship.payeeId, carrierName);
  }
  return {
    relationshipId: relationship.id,
    payeeId: relationship.payeeId,
    currencyId: relationship.currencyId,
    carrierName,
  };
}

async function lookupAll<K>(keys: Iterable<K>, lookup: (key: K) => Promise<CarrierLookup>) {
  const unique = [...new Set(keys)];
  const found = await mapLimited(unique, 8, lookup);
  return new Map(unique.map((key, index) => [key, found[index] as CarrierLookup]));
}

/** Everything the rows are checked against, read once per distinct carrier and number. */
async function uploadFacts(
  caller: UploadCaller,
  rows: readonly ReadRow[],
  excludeBatchId?: number,
): Promise<UploadFacts> {
  const { payorId } = caller;
  const present = <T>(values: (T | null)[]) => values.filter((value): value is T => value !== null);
  const [byMc, byDot, byRelationshipId, invoices, loads, batchNumbers] = await Promise.all([
    lookupAll(present(rows.map((row) => row.mc)), async (mc) =>
      lookupByPayee(payorId, await findCompanyByCarrierNumber('MC', mc)),
    ),
    lookupAll(present(rows.map((row) => row.dot)), async (dot) =>
      lookupByPayee(payorId, await findCompanyByCarrierNumber('DOT', dot)),
    ),
    lookupAll(present(rows.map((row) => row.relationshipId)), async (id): Promise<CarrierLookup> => {
      const relationship = await getPayorRelationship(payorId, id);
      return relationship ? { kind: 'found', match: await matchOf(relationship) } : { kind: 'notFound' };
    }),
    findPayorInvoicesByNumbers(payorId, 'INVOICE', present(rows.map((row) => row.invoiceNumber))),
    findPayorInvoicesByNumbers(payorId, 'LOAD', present(rows.map((row) => row.loadNumber))),
    waitingBatchNumbers(payorId, excludeBatchId),
  ]);
  const invoicesByNumber = new Map(
    [...invoices].map(([number, invoice]) => [
      number,
      {
        invoiceId: invoice?.id ?? 0,
        relationshipId: invoice?.relationshipId ?? 0,
        grossCents: invoice?.grossCents ?? 0,
      },
    ]),
  );
  return {
    byMc,
    byDot,
    byRelationshipId,
    invoicesByNumber,
    usedLoadNumbers: new Set(loads.keys()),
    ...batchNumbers,
    duplicateMonitoring: settingAsBoolean(caller.settings[String(CompanySetting.DuplicateInvoiceMonitoring)]),
  };
}

/** Numbers held by the payor's batches that wait for release (or are being released). */
async function waitingBatchNumbers(payorId: number, excludeBatchId?: number) {
  const waiting = (await listInvoiceBatches(payorId)).filter(
    (batch) =>
      batch.id !== excludeBatchId &&
      (batch.status === InvoiceBatchStatus.AwaitingRelease || batch.status === InvoiceBatchStatus.Releasing),
  );
  const batchInvoiceNumbers = new Map<string, number>();
  const batchLoadNumbers = new Map<string, number>();
  for (const batch of waiting) {
    for (const row of await getInvoiceBatchRows(payorId, batch.id)) {
      if (row.duplicateOfInvoiceId !== null) continue;
      batchInvoiceNumbers.set(row.invoiceNumber, batch.id);
      batchLoadNumbers.set(row.loadNumber, batch.id);
    }
  }
  return { batchInvoiceNumbers, batchLoadNumbers };
}

/** A checked row as the preview shows it, its problems said in the caller's language. */
export function previewRowOf(row: CheckedRow, t: Translate): UploadPreviewRow {
  return {
    rowNumber: row.rowNumber,
    cells: row.cells,
    payeeRelationshipId: row.match?.relationshipId ?? null,
    carrierName: row.match?.carrierName ?? null,
    currencyId: row.match?.currencyId ?? null,
    grossCents: row.grossCents,
    invoiceDate: row.invoiceDate,
    invoiceNumber: row.invoiceNumber,
    loadNumber: row.loadNumber,
    duplicateOfInvoiceId: row.duplicateOfInvoiceId,
    problems: row.problems.map((problem) => ({
      ...problem,
      message: t(`invoiceUploads.problems.${problem.code}`, problem.params),
    })),
  };
}

const reviewRequired = (caller: UploadCaller) =>
  settingAsBoolean(caller.settings[String(CompanySetting.EnablePayorInvoiceReview)]);

/** Reads and checks every row of the file; saves nothing. */
export async function previewUpload(
  caller: UploadCaller,
  body: InvoiceUploadBody,
  now = new Date(),
): Promise<{ kind: 'preview'; preview: UploadPreview } | FileRefusal> {
  const checked = await checkUpload(caller, body, now);
  if (checked.kind !== 'checked') return checked;
  const { rows, facts } = checked;
  const clean = rows.filter((row) => !hasErrors(row));
  return {
    kind: 'preview',
    preview: {
      fileName: body.fileName,
      rows: rows.map((row) => previewRowOf(row, caller.t)),
      rowCount: rows.length,
      errorRowCount: rows.length - clean.length,
      warningRowCount: rows.filter((row) => row.problems.some((problem) => problem.severity === 'warning')).length,
      totals: totalsOf(clean.map((row) => ({ ...row, currencyId: row.match?.currencyId ?? null }))),
      reviewRequired: reviewRequired(caller),
      duplicateMonitoring: facts.duplicateMonitoring,
    },
  };
}

export type SubmitResult =
  | { kind: 'created' | 'repeated'; batch: InvoiceBatchRecord }
  | FileRefusal
  /** A row has an error: nothing was saved. */
  | { kind: 'rowsRefused'; rows: UploadPreviewRow[] }
  /** The Idempotency-Key was sent before with another file. */
  | { kind: 'requestReused' }
  /** The invoices could not all be created (a number taken meanwhile): the batch says which were. */
  | { kind: 'releaseIncomplete'; batch: InvoiceBatchRecord; rows: UploadPreviewRow[] };

/**
 * Submits the file whole: every row is read and checked again, and one with an error refuses the
 * file (nothing saved). Otherwise the rows become one batch (who uploaded it, when, its totals),
 * which waits for release under EnablePayorInvoiceReview, and is released at once without it: its
 * invoices are then created as single submissions are (submitPayorInvoice), Pending for the
 * carriers. With an Idempotency-Key, the same request sent again answers the same batch.
 */
export async function submitUpload(
  caller: UploadCaller,
  body: InvoiceUploadBody,
  requestKey: string | undefined,
  now = new Date(),
): Promise<SubmitResult> {
  const digest = createHash('sha256').update(body.content).digest('hex');
  const request = requestKey ? { userId: caller.by.userId, key: requestKey, digest } : null;
  // The same request again answers what the first made (its rows are no longer new by now).
  const earlier = request ? await findBatchByRequest(caller.payorId, request) : null;
  if (earlier) return repeatOf(caller, earlier, digest, now);
  const checked = await checkUpload(caller, body, now);
  if (checked.kind !== 'checked') return checked;
  const rows = batchRowsOf(checked.rows);
  if (!rows) {
    return { kind: 'rowsRefused', rows: checked.rows.filter(hasErrors).map((row) => previewRowOf(row, caller.t)) };
  }
  const review = reviewRequired(caller);
  const batch: InvoiceBatch = {
    id: await nextId('invoiceBatch'),
    guid: randomUUID(),
    payorId: caller.payorId,
    status: review ? InvoiceBatchStatus.AwaitingRelease : InvoiceBatchStatus.Releasing,
    fileName: body.fileName,
    digest,
    invoiceCount: rows.filter((row) => row.duplicateOfInvoiceId === null).length,
    skippedDuplicateCount: rows.filter((row) => row.duplicateOfInvoiceId !== null).length,
    totals: totalsOf(rows),
    uploadedAt: now.toISOString(),
    uploadedBy: caller.by,
    releasedAt: review ? null : now.toISOString(),
    releasedBy: review ? null : caller.by,
    removedAt: null,
    removedBy: null,
    invoiceIds: [],
    version: 1,
  };
  const created = await createInvoiceBatch(batch, rows, request);
  if (created.kind === 'repeated') return repeatOf(caller, created, digest, now);
  // Without review its invoices are made now.
  if (batch.status !== InvoiceBatchStatus.Releasing) return { kind: 'created', batch };
  const released = await releaseBatchRows(caller, batch, now);
  return released.kind === 'released' ? { kind: 'created', batch: released.batch } : released;
}

/** The batch an earlier request with the same key made; a release it left unfinished is finished. */
async function repeatOf(
  caller: UploadCaller,
  earlier: { batch: InvoiceBatchRecord; digest: string },
  digest: string,
  now: Date,
): Promise<SubmitResult> {
  if (earlier.digest !== digest) return { kind: 'requestReused' };
  if (earlier.batch.status !== InvoiceBatchStatus.Releasing) return { kind: 'repeated', batch: earlier.batch };
  const released = await releaseBatchRows(caller, earlier.batch, now);
  return released.kind === 'released' ? { kind: 'repeated', batch: released.batch } : released;
}

/**
 * A batch's rows checked again before its release creates anything: its carriers still related,
 * its numbers still free (another submission may have taken one since the upload). Duplicates it
 * flagged are skipped as they were. The rows with an error; none when it may be released.
 */
export async function recheckBatchRows(caller: UploadCaller, batch: InvoiceBatchRecord): Promise<UploadPreviewRow[]> {
  const rows = (await getInvoiceBatchRows(batch.payorId, batch.id)).filter((row) => row.duplicateOfInvoiceId === null);
  const read: ReadRow[] = rows.map((row) => ({
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
    mc: null,
    dot: null,
    relationshipId: row.relationshipId,
    invoiceNumber: row.invoiceNumber,
    loadNumber: row.loadNumber,
    grossCents: row.grossCents,
    invoiceDate: row.invoiceDate,
    problems: [],
  }));
  const facts = await uploadFacts(caller, read, batch.id);
  return checkRows(read, { ...facts, duplicateMonitoring: false })
    .filter(hasErrors)
    .map((row) => previewRowOf(row, caller.t));
}
