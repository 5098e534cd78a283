import * as z from 'zod';
import { DateType } from '../enums/date-type.ts';
import { InvoiceKind } from '../enums/invoice-kind.ts';
import { InvoiceStatus } from '../enums/invoice-status.ts';
import { isoDateSchema } from '../validation/date.ts';
import { multiLineText, singleLineText } from '../validation/text.ts';
import { holdReasonSchema, reviewNoteSchema } from './invoice-review-note.ts';
import { dateFilterShape, idQuery, listQuerySchema, pageSchema, rangeInOrder, repeatedQuery } from './list-query.ts';
import { invoiceKindSchema, invoiceStatusSchema, paymentTypeSchema } from './payee-invoices.ts';

/**
 * A payor's side of an invoice: submitting one for a carrier it has a relationship with, and the
 * review moves that drive its life (approve, hold, ask for a reissue, remove, back to review).
 */

/** Invoice and load numbers: letters, digits and the separators carriers use, up to 40 characters. */
export const documentNumberSchema = singleLineText({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(40, { error: 'validation.invalid' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9\-_./ ]*$/, { error: 'validation.invalid' });

/** Largest invoice the portal accepts: $10,000,000.00. */
export const maxInvoiceGrossCents = 1_000_000_000;

export const invoiceSubmissionSchema = z
  .object({
    payeeRelationshipId: z
      .number({ error: 'validation.required' })
      .int({ error: 'validation.invalid' })
      .positive({ error: 'validation.invalid' }),
    invoiceNumber: documentNumberSchema,
    loadNumber: documentNumberSchema,
    grossCents: z
      .number({ error: 'validation.required' })
      .int({ error: 'validation.invalid' })
      .positive({ error: 'errors.invoice.grossPositive' })
      .max(maxInvoiceGrossCents, { error: 'validation.invalid' }),
    kind: invoiceKindSchema.default(InvoiceKind.Standard),
    /** The invoice's own date (the "invoice requested" date); today when left out. */
    invoiceDate: isoDateSchema.optional(),
  })
  .meta({ id: 'PayorInvoiceSubmission' });
export type InvoiceSubmission = z.infer<typeof invoiceSubmissionSchema>;
export type InvoiceSubmissionInput = z.input<typeof invoiceSubmissionSchema>;

/** Longest note a payor leaves the carrier with a hold or a reissue request. */
export const reviewNoteMaxLength = 500;

const statusIdSchema = z.union(
  Object.values(InvoiceStatus).map((id) => z.literal(id)),
  { error: 'validation.invalid' },
);
/** The payor's words to the carrier with a hold or a reissue request (kept with the invoice). */
const reviewNoteTextSchema = multiLineText()
  .trim()
  .max(reviewNoteMaxLength, { error: 'validation.tooLong' })
  .optional();

export const payorStatusChangeSchema = z
  .object({ statusId: statusIdSchema, note: reviewNoteTextSchema })
  .meta({ id: 'PayorInvoiceStatusChange' });
export type PayorStatusChange = z.infer<typeof payorStatusChangeSchema>;

export const payorInvoiceSchema = z
  .object({
    id: z.number().int(),
    payeeId: z.number().int(),
    carrierName: z.string(),
    payeeRelationshipId: z.number().int(),
    invoiceNumber: z.string(),
    loadNumber: z.string(),
    kind: invoiceKindSchema,
    currencyId: z.number().int(),
    statusId: invoiceStatusSchema,
    paymentTypeId: paymentTypeSchema,
    grossCents: z.number().int(),
    feeCents: z.number().int(),
    netCents: z.number().int(),
    uploadedDate: z.string(),
    approvedDate: z.string().nullable(),
    paidDate: z.string().nullable(),
    expectedPayDate: z.string().nullable(),
    invoiceDate: z.string().nullable(),
    paymentId: z.string().nullable(),
    reviewNote: reviewNoteSchema.nullable(),
    statusHistory: z.array(
      z.object({ statusId: invoiceStatusSchema, at: z.string(), actor: z.string(), byName: z.string().nullable() }),
    ),
    version: z.number().int(),
  })
  .meta({ id: 'PayorInvoice' });
export type PayorInvoice = z.infer<typeof payorInvoiceSchema>;

/** Date types the payor's invoice list filters by; uploaded is the default (seeds 001 §2). */
export const payorInvoiceDateTypes = [
  DateType.DateUploaded,
  DateType.DateApproved,
  DateType.DatePaid,
  DateType.DateStatusChange,
] as const satisfies readonly DateType[];

/** Columns the payor's invoice list sorts by; the default is the uploaded date, newest first. */
export const PayorInvoiceSortField = {
  UploadedDate: 'uploadedDate',
  ApprovedDate: 'approvedDate',
  PaidDate: 'paidDate',
  ExpectedPayDate: 'expectedPayDate',
  InvoiceNumber: 'invoiceNumber',
  CarrierName: 'carrierName',
  Status: 'status',
  GrossCents: 'grossCents',
} as const;
export type PayorInvoiceSortField = (typeof PayorInvoiceSortField)[keyof typeof PayorInvoiceSortField];
export const defaultPayorInvoiceSort = { sortField: PayorInvoiceSortField.UploadedDate, sortAsc: false } as const;

/** Longest search text: invoice and load numbers are far shorter. */
export const payorInvoiceSearchMaxLength = 64;

/**
 * `GET payor/invoices`: the list conventions plus the date filter (uploaded by default), statuses
 * (repeated `status`), one carrier (`payeeRelationshipId`) and a search in invoice and load
 * numbers (`q`).
 */
export const payorInvoiceListQuerySchema = listQuerySchema
  .extend({
    ...dateFilterShape,
    sortField: z.enum(Object.values(PayorInvoiceSortField), { error: 'validation.invalid' }).optional(),
    dateTypeId: idQuery(payorInvoiceDateTypes).optional(),
    status: repeatedQuery(idQuery(Object.values(InvoiceStatus))).optional(),
    payeeRelationshipId: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
    q: singleLineText().trim().max(payorInvoiceSearchMaxLength, { error: 'validation.invalid' }).optional(),
  })
  .superRefine(rangeInOrder);
export type PayorInvoiceListQuery = z.infer<typeof payorInvoiceListQuerySchema>;

export const payorInvoiceRowSchema = z
  .object({
    id: z.number().int(),
    invoiceNumber: z.string(),
    loadNumber: z.string(),
    payeeId: z.number().int(),
    carrierName: z.string(),
    payeeRelationshipId: z.number().int(),
    statusId: invoiceStatusSchema,
    holdReasonId: holdReasonSchema.nullable(),
    kind: invoiceKindSchema,
    currencyId: z.number().int(),
    grossCents: z.number().int(),
    paymentTypeId: paymentTypeSchema,
    uploadedDate: z.string(),
    approvedDate: z.string().nullable(),
    paidDate: z.string().nullable(),
    statusChangeDate: z.string().nullable(),
    expectedPayDate: z.string().nullable(),
    /** What a review of this row is made on (the bulk review sends it back). */
    version: z.number().int(),
  })
  .meta({ id: 'PayorInvoiceRow' });
export type PayorInvoiceRow = z.infer<typeof payorInvoiceRowSchema>;

/**
 * One page of the payor's invoices. `totalCount` is null when the page came from the indexed path
 * (uploaded-date order), which reads only as many items as the page needs.
 */
export const payorInvoicePageSchema = pageSchema(payorInvoiceRowSchema)
  .extend({ totalCount: z.number().int().nullable() })
  .meta({ id: 'PayorInvoicePage' });
export type PayorInvoicePage = z.infer<typeof payorInvoicePageSchema>;

/** `GET payor/invoices/totals`: only the shell's currency filter. */
export const payorInvoiceTotalsQuerySchema = z.object({
  sessionCurrencyId: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
});

const countAndCents = z.object({ count: z.number().int(), cents: z.number().int() });

/**
 * What waits on the payor now, per currency (never summed across currencies), in gross cents:
 * invoices to review (Pending), approved and not yet paid, and held (Held, Pending Reissue,
 * Missing Bank, Missing Carrier).
 */
export const payorInvoiceTotalsSchema = z
  .object({
    totals: z.array(
      z.object({ currencyId: z.number().int(), pending: countAndCents, approved: countAndCents, held: countAndCents }),
    ),
  })
  .meta({ id: 'PayorInvoiceTotals' });
export type PayorInvoiceTotals = z.infer<typeof payorInvoiceTotalsSchema>;

/** Most invoices one bulk review moves. */
export const maxBulkReviewInvoices = 100;

/**
 * `PUT payor/invoices/status`: one move for the selected invoices, each on the version the
 * reviewer saw. An invoice already in the target status counts as done (a repeated request moves
 * nothing twice).
 */
export const payorBulkStatusChangeSchema = z
  .object({
    invoices: z
      .array(
        z.object({
          id: z.number({ error: 'validation.invalid' }).int().positive(),
          version: z.number({ error: 'validation.invalid' }).int().min(0),
        }),
        { error: 'validation.required' },
      )
      .min(1, { error: 'validation.required' })
      .max(maxBulkReviewInvoices, { error: 'errors.invoice.tooManySelected' })
      .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
        error: 'validation.invalid',
      }),
    statusId: statusIdSchema,
    note: reviewNoteTextSchema,
  })
  .meta({ id: 'PayorInvoiceBulkStatusChange' });
export type PayorBulkStatusChange = z.infer<typeof payorBulkStatusChangeSchema>;

export const BulkReviewOutcome = {
  Changed: 'changed',
  Unchanged: 'unchanged',
  Conflict: 'conflict',
  InvalidTransition: 'invalidTransition',
  NotFound: 'notFound',
} as const;
export type BulkReviewOutcome = (typeof BulkReviewOutcome)[keyof typeof BulkReviewOutcome];

export const payorBulkStatusResultSchema = z
  .object({
    results: z.array(
      z.object({
        id: z.number().int(),
        outcome: z.enum(Object.values(BulkReviewOutcome)),
        /** The invoice's status and version after the request (null for one not found). */
        statusId: invoiceStatusSchema.nullable(),
        version: z.number().int().nullable(),
      }),
    ),
  })
  .meta({ id: 'PayorInvoiceBulkStatusResult' });
export type PayorBulkStatusResult = z.infer<typeof payorBulkStatusResultSchema>;
