import * as z from 'zod';
import { invoiceUploadLimits, maxUploadBase64Length } from '../constants/invoice-uploads.ts';
import { InvoiceBatchStatus, UploadColumn, UploadProblem } from '../enums/invoice-upload.ts';
import { singleLineText } from '../validation/text.ts';
import { listQuerySchema, pageSchema } from './list-query.ts';

/**
 * A payor's invoice spreadsheet (CSV or .xlsx, one row per invoice), previewed row by row before
 * anything is saved, then submitted whole: created at once, or kept in a batch the payor releases
 * (EnablePayorInvoiceReview).
 *
 * The file travels base64 in a JSON body: the API's one body format, so the session's CSRF check,
 * the validation hook (400 with field errors) and the security suite's malformed-input probes
 * cover it like any other call, and its size is bounded by the schema before anything is decoded.
 */
export const invoiceUploadBodySchema = z
  .object({
    fileName: singleLineText({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(invoiceUploadLimits.maxFileNameLength, { error: 'validation.invalid' }),
    /** The file's bytes, base64 (standard alphabet, padded). */
    content: z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(maxUploadBase64Length, { error: 'validation.fileTooLarge' })
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'validation.invalid' }),
  })
  .meta({ id: 'PayorInvoiceUpload' });
export type InvoiceUploadBody = z.infer<typeof invoiceUploadBodySchema>;

const columnSchema = z.enum(Object.values(UploadColumn) as [UploadColumn, ...UploadColumn[]]);
const problemCodeSchema = z.enum(Object.values(UploadProblem) as [UploadProblem, ...UploadProblem[]]);

export const uploadRowProblemSchema = z.object({
  /** The cell it is about; null for the row as a whole (a repeated row). */
  column: columnSchema.nullable(),
  code: problemCodeSchema,
  /** An error refuses the file; a warning (a duplicate under DuplicateInvoiceMonitoring) does not. */
  severity: z.enum(['error', 'warning']),
  /** What the message names: the row repeated, the existing invoice or batch. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The problem in the caller's language (the screens translate `code` themselves). */
  message: z.string(),
});
export type UploadRowProblem = z.infer<typeof uploadRowProblemSchema>;

/** A row's cells as written (cut to a readable length), keyed by column. */
export const uploadCellsSchema = z.object(
  Object.fromEntries(Object.values(UploadColumn).map((column) => [column, z.string()])) as Record<
    UploadColumn,
    z.ZodString
  >,
);
export type UploadCells = z.infer<typeof uploadCellsSchema>;

export const uploadPreviewRowSchema = z.object({
  /** The row's number in the spreadsheet (the header is row 1). */
  rowNumber: z.number().int(),
  cells: uploadCellsSchema,
  /** What the row was read as, where it could be. */
  payeeRelationshipId: z.number().int().nullable(),
  carrierName: z.string().nullable(),
  currencyId: z.number().int().nullable(),
  grossCents: z.number().int().nullable(),
  invoiceDate: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  loadNumber: z.string().nullable(),
  /** The payor's existing invoice this row repeats (same carrier, number and amount): not created again. */
  duplicateOfInvoiceId: z.number().int().nullable(),
  problems: z.array(uploadRowProblemSchema),
});
export type UploadPreviewRow = z.infer<typeof uploadPreviewRowSchema>;

export const currencyTotalSchema = z.object({
  currencyId: z.number().int(),
  count: z.number().int(),
  grossCents: z.number().int(),
});
export type CurrencyTotal = z.infer<typeof currencyTotalSchema>;

export const uploadPreviewSchema = z
  .object({
    fileName: z.string(),
    rows: z.array(uploadPreviewRowSchema),
    rowCount: z.number().int(),
    errorRowCount: z.number().int(),
    warningRowCount: z.number().int(),
    /** The invoices a submit would create (rows without errors, duplicates left out), per currency. */
    totals: z.array(currencyTotalSchema),
    /** Submitted, the rows wait in a batch for release (EnablePayorInvoiceReview). */
    reviewRequired: z.boolean(),
    /** Rows repeating an existing invoice are flagged and skipped (DuplicateInvoiceMonitoring). */
    duplicateMonitoring: z.boolean(),
  })
  .meta({ id: 'PayorInvoiceUploadPreview' });
export type UploadPreview = z.infer<typeof uploadPreviewSchema>;

const batchStatusSchema = z.union(Object.values(InvoiceBatchStatus).map((status) => z.literal(status)));

const byWhomSchema = z.object({ userId: z.number().int(), name: z.string() }).nullable();

export const invoiceBatchSchema = z
  .object({
    id: z.number().int(),
    guid: z.uuid(),
    statusId: batchStatusSchema,
    fileName: z.string(),
    /** Invoices the batch creates (duplicates skipped not counted). */
    invoiceCount: z.number().int(),
    skippedDuplicateCount: z.number().int(),
    totals: z.array(currencyTotalSchema),
    uploadedAt: z.string(),
    uploadedBy: byWhomSchema,
    releasedAt: z.string().nullable(),
    releasedBy: byWhomSchema,
    removedAt: z.string().nullable(),
    removedBy: byWhomSchema,
    /** The invoices its release created (or found already created), in row order. */
    invoiceIds: z.array(z.number().int()),
  })
  .meta({ id: 'PayorInvoiceBatch' });
export type InvoiceBatchView = z.infer<typeof invoiceBatchSchema>;

export const invoiceUploadResultSchema = z
  .object({ batch: invoiceBatchSchema })
  .meta({ id: 'PayorInvoiceUploadResult' });

/** A batch is named by its guid (seeds 001 §4: released or removed by guid). */
export const batchParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

export const invoiceBatchListQuerySchema = listQuerySchema.pick({ page: true, pageSize: true }).extend({
  /** Which batches: those waiting for release unless asked otherwise. */
  statusId: z.coerce
    .number({ error: 'validation.invalid' })
    .pipe(batchStatusSchema)
    .default(InvoiceBatchStatus.AwaitingRelease),
});
export type InvoiceBatchListQuery = z.infer<typeof invoiceBatchListQuerySchema>;

/** A page of batches, with the invoices of every batch listed (not only the page's) per currency. */
export const invoiceBatchPageSchema = pageSchema(invoiceBatchSchema)
  .extend({ totals: z.array(currencyTotalSchema) })
  .meta({ id: 'PayorInvoiceBatchPage' });
export type InvoiceBatchPage = z.infer<typeof invoiceBatchPageSchema>;
