import * as z from 'zod';
import { CreditNoteStatus } from '../enums/credit-note-status.ts';
import { DateType } from '../enums/date-type.ts';
import { DocumentType } from '../enums/document-type.ts';
import { InvoiceKind } from '../enums/invoice-kind.ts';
import { InvoiceStatus } from '../enums/invoice-status.ts';
import { PaymentType } from '../enums/payment-type.ts';
import { singleLineText } from '../validation/text.ts';
import { reviewNoteSchema } from './invoice-review-note.ts';
import { dateFilterShape, idQuery, listQuerySchema, pageSchema, rangeInOrder, repeatedQuery } from './list-query.ts';

/**
 * The payee's invoices and credit notes (seeds 000 §2.5, §3 "Payee invoice", §7 "Payors, invoices,
 * credit notes"): the combined list with its filters and totals, an invoice's details with its
 * status history, fee lines and the payment-term choice, the QuickPay quote, and the status and
 * date-type lists behind the filters. Money is integer cents, dates are YYYY-MM-DD.
 */

const invoiceStatusIds = Object.values(InvoiceStatus);
export const invoiceStatusSchema = z.union(invoiceStatusIds.map((id) => z.literal(id)));
export const paymentTypeSchema = z.union(Object.values(PaymentType).map((id) => z.literal(id)));
export const invoiceKindSchema = z.enum(Object.values(InvoiceKind), { error: 'validation.invalid' });
export const creditNoteStatusSchema = z.enum(Object.values(CreditNoteStatus), { error: 'validation.invalid' });
const documentTypeSchema = z.union(Object.values(DocumentType).map((id) => z.literal(id)));
const dateTypeIds = Object.values(DateType);
export const dateTypeIdSchema = z.union(dateTypeIds.map((id) => z.literal(id)));

/** A numeric id in a path: positive, at most 15 digits, anything else is a 400 on `id`. */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .positive({ error: 'validation.invalid' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'validation.invalid' })
    .meta({ param: { name: 'id', in: 'path' }, example: 12 }),
});

/**
 * Date types each list filters by. The payor-side dates (approval set, drafted) mean nothing to a
 * carrier; credit notes have a creation date (uploaded), an applied date (paid) and a status
 * change.
 */
export const payeeInvoiceDateTypes = [
  DateType.DateUploaded,
  DateType.DateApproved,
  DateType.DatePaid,
  DateType.DateStatusChange,
  DateType.DateAdvanceScheduled,
  DateType.DateInvoiceRequested,
  DateType.DatePaymentScheduled,
] as const satisfies readonly DateType[];
export const invoicesAndCreditNotesDateTypes = [
  DateType.DateUploaded,
  DateType.DateApproved,
  DateType.DatePaid,
  DateType.DateStatusChange,
] as const satisfies readonly DateType[];
export const creditNoteDateTypes = [
  DateType.DateUploaded,
  DateType.DatePaid,
  DateType.DateStatusChange,
] as const satisfies readonly DateType[];

/** Columns the combined list sorts by; the default is the uploaded date, newest first. */
export const InvoiceSortField = {
  UploadedDate: 'uploadedDate',
  ApprovedDate: 'approvedDate',
  PaidDate: 'paidDate',
  StatusChangeDate: 'statusChangeDate',
  ExpectedPayDate: 'expectedPayDate',
  Number: 'number',
  LoadNumber: 'loadNumber',
  PayorName: 'payorName',
  Status: 'status',
  GrossCents: 'grossCents',
  NetCents: 'netCents',
} as const;
export type InvoiceSortField = (typeof InvoiceSortField)[keyof typeof InvoiceSortField];
export const defaultInvoiceSort = { sortField: InvoiceSortField.UploadedDate, sortAsc: false } as const;

/** Longest search text: invoice and load numbers are far shorter. */
export const invoiceSearchMaxLength = 64;

/**
 * `GET payee/invoices_and_credit_notes`: the list conventions plus the date filter, invoice
 * statuses (repeated `status`), document types, the payor (by relationship or payor id) and a
 * search in invoice, load and credit-note numbers (`q`). A status filter lists invoices only:
 * credit notes have statuses of their own.
 */
export const invoiceListQuerySchema = listQuerySchema
  .extend({
    ...dateFilterShape,
    sortField: z.enum(Object.values(InvoiceSortField), { error: 'validation.invalid' }).optional(),
    dateTypeId: idQuery(invoicesAndCreditNotesDateTypes).optional(),
    status: repeatedQuery(idQuery(invoiceStatusIds)).optional(),
    documentTypeId: repeatedQuery(idQuery(Object.values(DocumentType))).optional(),
    payeeRelationshipId: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
    payorId: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
    q: singleLineText().trim().max(invoiceSearchMaxLength, { error: 'validation.invalid' }).optional(),
  })
  .superRefine(rangeInOrder);
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;
/** The query as the browser builds it (before defaults and coercion). */
export type InvoiceListQueryInput = z.input<typeof invoiceListQuerySchema>;

/** How an invoice is being paid, as the list labels it (seeds 000 §3 invoice labels). */
export const TermLabel = {
  StandardPay: 'standardPay',
  QuickPay: 'quickPay',
  FreeQuickPay: 'freeQuickPay',
  GuaranteedOnTimePay: 'guaranteedOnTimePay',
  Factored: 'factored',
} as const;
export type TermLabel = (typeof TermLabel)[keyof typeof TermLabel];

export const invoiceListItemSchema = z
  .object({
    documentTypeId: documentTypeSchema,
    id: z.number().int(),
    /** Invoice number, or a credit note's reference number. */
    number: z.string(),
    loadNumber: z.string().nullable(),
    payorId: z.number().int(),
    payorName: z.string(),
    payeeRelationshipId: z.number().int().nullable(),
    /** Invoices: the status id; credit notes: null (see creditNoteStatus). */
    statusId: invoiceStatusSchema.nullable(),
    creditNoteStatus: creditNoteStatusSchema.nullable(),
    kind: invoiceKindSchema.nullable(),
    currencyId: z.number().int(),
    /** Credit notes count against the carrier: their amounts are negative. */
    grossCents: z.number().int(),
    feeCents: z.number().int(),
    netCents: z.number().int(),
    paymentTypeId: paymentTypeSchema.nullable(),
    termLabel: z.enum(Object.values(TermLabel)).nullable(),
    /** The term's fee as a percentage (2.5 for 2.5 %), for 'QuickPay ({{percentageFee}}%)'. */
    percentageFee: z.number().nullable(),
    uploadedDate: z.string(),
    approvedDate: z.string().nullable(),
    paidDate: z.string().nullable(),
    statusChangeDate: z.string().nullable(),
    expectedPayDate: z.string().nullable(),
  })
  .meta({ id: 'PayeeInvoiceListItem' });
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

/**
 * What the carrier has outstanding now with the chosen payor, per currency (never summed across
 * currencies): approved, held (Held + PendingReissue + MissingBank) and pending, in net cents.
 */
export const invoiceTotalsSchema = z
  .object({
    currencyId: z.number().int(),
    approvedCents: z.number().int(),
    approvedCount: z.number().int(),
    heldCents: z.number().int(),
    heldCount: z.number().int(),
    pendingCents: z.number().int(),
    pendingCount: z.number().int(),
  })
  .meta({ id: 'PayeeInvoiceTotals' });
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

/**
 * One page of the list. `totalCount` is null when the page came from the indexed path (uploaded
 * date order), which reads only as many items as the page needs; `hasMore` always says whether
 * another page follows.
 */
export const invoiceListPageSchema = pageSchema(invoiceListItemSchema)
  .extend({ totalCount: z.number().int().nullable(), totals: z.array(invoiceTotalsSchema) })
  .meta({ id: 'PayeeInvoicesAndCreditNotesPage' });
export type InvoiceListPage = z.infer<typeof invoiceListPageSchema>;

/** Steps of the status tracker (seeds 000 §4) and the side state an invoice may be in. */
export const trackerStepSchema = z.object({
  step: z.enum(['received', 'pending', 'approved', 'paid']),
  state: z.enum(['complete', 'current', 'upcoming']),
  at: z.string().nullable(),
});
export const trackerAlertSchema = z.object({
  step: z.enum(['held', 'exception', 'advanceIssued', 'removed', 'refunded']),
  statusId: invoiceStatusSchema.nullable(),
  at: z.string().nullable(),
});

export const statusHistoryEntrySchema = z.object({
  statusId: invoiceStatusSchema,
  at: z.string(),
  /** Who moved it: the payor, the carrier, or LanePay (payout run). */
  actor: z.enum(['payor', 'payee', 'system']),
  /** The payor's company name, the carrier user's name, or null for LanePay. */
  byName: z.string().nullable(),
});

export const feeLineSchema = z.object({
  kind: z.enum(['quickPayFee', 'guaranteedOnTimePayFee', 'promotionalInvoiceAmount']),
  percentageFee: z.number().nullable(),
  amountCents: z.number().int(),
});
export type FeeLine = z.infer<typeof feeLineSchema>;

export const termOptionSchema = z.object({
  paymentTypeId: paymentTypeSchema,
  termDays: z.number().int(),
  percentageFee: z.number(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
  isFree: z.boolean(),
  expectedPayDate: z.string().nullable(),
});
export type TermOption = z.infer<typeof termOptionSchema>;

export const invoiceDetailsSchema = invoiceListItemSchema
  .extend({
    invoiceRequestedDate: z.string().nullable(),
    paymentScheduledDate: z.string().nullable(),
    advanceScheduledDate: z.string().nullable(),
    paymentId: z.string().nullable(),
    /**
     * The factoring company the relationship's payments go to ('Factored account'), null when they
     * go to the carrier (issue 15); the payment itself says whom it paid.
     */
    factorName: z.string().nullable(),
    /** Why the payor holds the invoice or asked for a reissue, while it does. */
    reviewNote: reviewNoteSchema.nullable(),
    statusHistory: z.array(statusHistoryEntrySchema),
    tracker: z.object({ steps: z.array(trackerStepSchema), alert: trackerAlertSchema.nullable() }),
    feeLines: z.array(feeLineSchema),
    paymentTerm: z.object({
      /** Whether the carrier may change the term now; `refusal` says why not. */
      canElect: z.boolean(),
      refusal: z.enum(['locked', 'factored', 'notEligible', 'unclaimed', 'termNotOffered']).nullable(),
      isLocked: z.boolean(),
      options: z.array(termOptionSchema),
      freeQuickPaysRemaining: z.number().int(),
      electedAt: z.string().nullable(),
      electedBy: z.string().nullable(),
    }),
    version: z.number().int(),
  })
  .meta({ id: 'PayeeInvoiceDetails' });
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;

/** `PUT payee/invoices/{id}`: the payment term the carrier elects. */
export const invoiceUpdateSchema = z
  .object({
    paymentTypeId: z.union(
      Object.values(PaymentType).map((id) => z.literal(id)),
      { error: 'validation.invalid' },
    ),
  })
  .meta({ id: 'PayeeInvoiceUpdate' });
export type InvoiceUpdate = z.infer<typeof invoiceUpdateSchema>;

/** `GET payee/invoices/statuses`: amounts by status for a date filter and a relationship. */
export const invoiceStatusesQuerySchema = z
  .object({
    ...dateFilterShape,
    dateTypeId: idQuery(payeeInvoiceDateTypes).optional(),
    payeeRelationshipId: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
    sessionCurrencyId: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
  })
  .superRefine(rangeInOrder);
export type InvoiceStatusesQuery = z.infer<typeof invoiceStatusesQuerySchema>;

export const invoiceStatusSummarySchema = z
  .object({
    invoiceStatuses: z.array(
      z.object({
        id: invoiceStatusSchema,
        /** Net cents of the invoices in that status (per currency below when they mix). */
        amount: z.number().int(),
        count: z.number().int(),
        byCurrency: z.array(
          z.object({ currencyId: z.number().int(), amount: z.number().int(), count: z.number().int() }),
        ),
      }),
    ),
  })
  .meta({ id: 'PayeeInvoiceStatusSummary' });
export type InvoiceStatusSummary = z.infer<typeof invoiceStatusSummarySchema>;

export const dateTypesSchema = z
  .object({ dateTypes: z.array(z.object({ id: dateTypeIdSchema, name: z.string() })) })
  .meta({ id: 'DateTypes' });
export type DateTypes = z.infer<typeof dateTypesSchema>;

/** `GET payee/invoices/total_qp_available` (seeds 000 §3 "Quick-payable response"). */
export const quickPayableSchema = z
  .object({
    /** What QuickPay would pay now on every eligible invoice; null when currencies mix (see byCurrency). */
    netAmountAfterDefaultFees: z.number().int().nullable(),
    invoiceCount: z.number().int(),
    byCurrency: z.array(
      z.object({ currencyId: z.number().int(), netCents: z.number().int(), invoiceCount: z.number().int() }),
    ),
    quickPayableRelationships: z.array(
      z.object({
        payeeRelationshipId: z.number().int(),
        payorId: z.number().int(),
        payorName: z.string(),
        currencyId: z.number().int(),
        invoiceCount: z.number().int(),
        grossCents: z.number().int(),
        feeCents: z.number().int(),
        netCents: z.number().int(),
        percentageFee: z.number(),
        termDays: z.number().int(),
        freeQuickPaysRemaining: z.number().int(),
        freeQuickPaysApplied: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'PayeeQuickPayable' });
export type QuickPayable = z.infer<typeof quickPayableSchema>;
export const quickPayableQuerySchema = z.object({
  sessionCurrencyId: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
});

/** Basis points as the percentage the screens show (250 → 2.5). */
export function percentageOfBps(bps: number): number {
  return bps / 100;
}
