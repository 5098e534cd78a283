import * as z from 'zod';
import { maxPaperworkFileSizeInMB, paperworkContentTypes } from '../constants/paperwork.ts';
import { BillState } from '../enums/bill-state.ts';
import { BillDocumentStatus } from '../enums/paperwork.ts';
import { isoDateSchema } from '../validation/date.ts';
import { brokerSchema, docTypeSchema } from '../validation/paperwork.ts';
import { multiLineText, singleLineText } from '../validation/text.ts';
import { booleanQuery, repeatedQuery } from './list-query.ts';
import { versionSchema } from './versions.ts';

/**
 * Paperwork bills and their charges and documents (seeds 000 §3 "Bill", §4, §5, §7 "Bills and
 * charges"; 001 "Bills seen by payors"). Money is integer cents; dates travel as YYYY-MM-DD,
 * instants as ISO 8601. Bill ids are server-generated strings.
 */

export const billStateSchema = z.enum(Object.values(BillState), { error: 'validation.invalid' });

export const billIdSchema = z.string().min(1).max(64);
export const billIdParamsSchema = z.object({
  id: billIdSchema.meta({ param: { name: 'id', in: 'path' }, example: '01JD3Q8M2X7W0Y4Z6A9B1C3D5E' }),
});

export const chargeSchema = z
  .object({
    id: z.string(),
    billId: z.string(),
    chargeTypeId: z.number().int(),
    /** Integer cents. */
    amount: z.number().int(),
  })
  .meta({ id: 'Charge' });
export type Charge = z.infer<typeof chargeSchema>;

export const billDocumentSchema = z
  .object({
    id: z.string(),
    billId: z.string(),
    imageTypeId: z.number().int(),
    fileName: z.string(),
    contentType: z.enum(paperworkContentTypes),
    sizeBytes: z.number().int(),
    status: z.enum(Object.values(BillDocumentStatus)),
    uploadedAt: z.iso.datetime(),
  })
  .meta({ id: 'BillDocument' });
export type BillDocument = z.infer<typeof billDocumentSchema>;

export const billHistoryEntrySchema = z.object({
  from: billStateSchema.nullable(),
  to: billStateSchema,
  at: z.iso.datetime(),
  /** Display name of who moved it ('LanePay' for the background worker). */
  by: z.string(),
  /** Why, when there is a reason (a rejection note, a failed check such as 'missing_linehaul'). */
  note: z.string().nullable(),
});

export const billSchema = z
  .object({
    id: z.string(),
    payeeId: z.number().int(),
    payeeName: z.string(),
    payorId: z.number().int(),
    payorName: z.string(),
    state: billStateSchema,
    loadOrInvoiceNumber: z.string(),
    paperworkTypeId: z.number().int().nullable(),
    currencyTypeId: z.number().int(),
    charges: z.array(chargeSchema),
    documents: z.array(billDocumentSchema),
    /** Sum of the charges, in cents. */
    totalAmount: z.number().int(),
    createdDate: isoDateSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** When the payee last submitted it (moved it to `sent`); null before. */
    submittedAt: z.iso.datetime().nullable(),
    /** Uploaded by a driver and waiting for the carrier's administrator (state `pending`). */
    sentToAdminBy: z.string().nullable(),
    /**
     * The payor's user created it for the carrier (the carrier fills it in and submits it; only the
     * payor may delete it, and the carrier cannot move it to another payor).
     */
    createdByPayor: z.boolean(),
    history: z.array(billHistoryEntrySchema),
    /**
     * The bill's version, moved by every change of it, its charges and documents included: the
     * `If-Match` of every change (review, edit, charges, documents).
     */
    version: versionSchema,
  })
  .meta({ id: 'Bill' });
export type Bill = z.infer<typeof billSchema>;

/** The list row: the bill without documents and history. */
export const billSummarySchema = billSchema
  .omit({ documents: true, history: true })
  .extend({ documentCount: z.number().int() })
  .meta({ id: 'BillSummary' });
export type BillSummary = z.infer<typeof billSummarySchema>;

/**
 * GET /bills. Ransack-style keys as the settlement API takes them (seeds 000 §7: the currency
 * filter is `q[currency_type_id_eq]` on settlement paths); repeated keys for lists.
 */
export const billListQuerySchema = z.object({
  'q[created_date_gteq]': isoDateSchema.optional(),
  'q[created_date_lteq]': isoDateSchema.optional(),
  'q[load_or_invoice_number_cont]': singleLineText().trim().max(64).optional(),
  'q[payee_id_in]': repeatedQuery(z.coerce.number().int().positive()).optional(),
  'q[payor_id_in]': repeatedQuery(z.coerce.number().int().positive()).optional(),
  'q[state_in]': repeatedQuery(billStateSchema).optional(),
  'q[currency_type_id_eq]': z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  /** createdAt (default), submittedAt, loadOrInvoiceNumber, totalAmount, state, payorName, payeeName. */
  sortField: z
    .enum(['createdAt', 'submittedAt', 'loadOrInvoiceNumber', 'totalAmount', 'state', 'payorName', 'payeeName'])
    .optional(),
  sortAsc: booleanQuery.optional(),
});
export type BillListQuery = z.infer<typeof billListQuerySchema>;

/** An amount in one currency (cents of that currency). */
export const currencyAmountSchema = z
  .object({ currencyTypeId: z.number().int(), amount: z.number().int() })
  .meta({ id: 'CurrencyAmount' });
export type CurrencyAmount = z.infer<typeof currencyAmountSchema>;

export const billStateTotalSchema = z
  .object({
    state: billStateSchema,
    /** Bills in this state, whatever their currency. */
    count: z.number().int(),
    /**
     * Sum of the bills' totals in this state, in cents, one entry per currency the bills carry
     * (ordered by currency id; none when the state has no bills): USD and CAD are never added up.
     */
    amounts: z.array(currencyAmountSchema),
  })
  .meta({ id: 'BillStateTotal' });
export type BillStateTotal = z.infer<typeof billStateTotalSchema>;

/**
 * Bills-all response (seeds 000 §3): one page of bills, the payor and payee ids present in the
 * caller's whole (unfiltered) list for the filter pickers with their names, and totals per state
 * over the filtered list ignoring the state filter (so the group counts stay visible).
 */
export const billListResponseSchema = z
  .object({
    bills: z.array(billSummarySchema),
    payorIds: z.array(z.number().int()),
    payeeIds: z.array(z.number().int()),
    names: z.record(z.string(), z.string()),
    totals: z.array(billStateTotalSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'BillList' });
export type BillListResponse = z.infer<typeof billListResponseSchema>;

/**
 * POST /bills. A carrier's user names the payor (`payorId`, required for them); a payor's user names
 * the carrier the bill is for (`payeeId`, required for them; `payorId` may be left out or be the
 * payor's own).
 */
export const createBillBodySchema = z
  .object({
    payorId: brokerSchema.optional(),
    /** The carrier a payor's user creates the bill for. */
    payeeId: z
      .number({ error: 'paperwork.validation.carrier' })
      .int({ error: 'paperwork.validation.carrier' })
      .positive({ error: 'paperwork.validation.carrier' })
      .optional(),
    loadOrInvoiceNumber: singleLineText({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(64),
    paperworkTypeId: z.number().int().positive().nullable().optional(),
    /** A driver's upload goes to the carrier's administrator (state `pending`) instead of `incomplete`. */
    sendToAdmin: z.boolean().optional(),
  })
  .meta({ id: 'CreateBill' });
export type CreateBillBody = z.infer<typeof createBillBodySchema>;

/** PUT /bills/{id}: the payor's review (state change with a note) and fixes of the load number. */
export const updateBillBodySchema = z
  .object({
    loadOrInvoiceNumber: singleLineText().trim().min(1, { error: 'validation.required' }).max(64).optional(),
    state: billStateSchema.optional(),
    /** Required when rejecting: the payee reads it. */
    note: multiLineText().trim().max(500).optional(),
  })
  .meta({ id: 'UpdateBill' });
export type UpdateBillBody = z.infer<typeof updateBillBodySchema>;

/** PUT /bills/{id}/update_by_payee: the carrier edits a bill it may still change, and may submit it. */
export const updateBillByPayeeBodySchema = z
  .object({
    payorId: brokerSchema.optional(),
    loadOrInvoiceNumber: singleLineText().trim().min(1, { error: 'validation.required' }).max(64).optional(),
    paperworkTypeId: z.number().int().positive().nullable().optional(),
    /** Submit it to the payor: checked like a resubmission, then queued for delivery. */
    submit: z.boolean().optional(),
  })
  .meta({ id: 'UpdateBillByPayee' });
export type UpdateBillByPayeeBody = z.infer<typeof updateBillByPayeeBodySchema>;

export const billResponseSchema = z.object({ bill: billSchema }).meta({ id: 'BillResponse' });

/** DELETE /bills/{id}: the bill, its documents and their files are gone. */
export const billDeletedResponseSchema = z
  .object({ id: z.string(), deleted: z.literal(true) })
  .meta({ id: 'BillDeleted' });

export const billStatusesResponseSchema = z
  .object({
    statuses: z.array(z.object({ id: billStateSchema, name: z.string() })),
    /** The caller's grouping (payee: incomplete/submitted; payor: incomplete/rejected/submitted). */
    groups: z.record(z.string(), z.array(billStateSchema)),
  })
  .meta({ id: 'BillStatuses' });

/** GET /bills/present: whether the caller has any bill (drives the payor's Settlements entry). */
export const billsPresentResponseSchema = z.object({ present: z.boolean() }).meta({ id: 'BillsPresent' });

export const paperworkTypeResponseSchema = z
  .object({ paperworkTypeId: z.number().int().nullable(), codeName: z.string().nullable() })
  .meta({ id: 'BillPaperworkType' });

/** GET /bills/{id}/validation_rules: what this bill's payor requires before it can be submitted. */
export const billValidationRulesSchema = z
  .object({
    linehaulRequired: z.boolean(),
    /** Image (doc) types the payor requires among the documents. */
    requiredImageTypeIds: z.array(z.number().int()),
    maxFileSizeInMB: z.number().int(),
    contentTypes: z.array(z.enum(paperworkContentTypes)),
    /** Problems that stop submission now, as i18n keys ('paperwork.validation.lineHaulAmount', …). */
    unmet: z.array(z.string()),
  })
  .meta({ id: 'BillValidationRules' });
export type BillValidationRules = z.infer<typeof billValidationRulesSchema>;

export const createChargeBodySchema = z
  .object({
    billId: billIdSchema,
    chargeTypeId: z.number({ error: 'validation.required' }).int().positive(),
    /** Integer cents; the linehaul must be above zero ('Line Haul amount must be greater than $0.00.'). */
    amount: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(0),
  })
  .meta({ id: 'CreateCharge' });
export const updateChargeBodySchema = createChargeBodySchema.pick({ amount: true }).meta({ id: 'UpdateCharge' });
export const chargeIdParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .meta({ param: { name: 'id', in: 'path' } }),
});
/** Charge mutations answer with the whole bill so the browser replaces its cached copy (seeds 000 §4). */
export const chargeResponseSchema = z
  .object({ charge: chargeSchema.nullable(), bill: billSchema })
  .meta({ id: 'ChargeResponse' });

/** POST /bills/{id}/documents: ask for a presigned upload of one file. */
export const createBillDocumentBodySchema = z
  .object({
    fileName: singleLineText().trim().min(1).max(200),
    contentType: z.enum(paperworkContentTypes, { error: 'paperwork.validation.fileType' }),
    sizeBytes: z
      .number()
      .int()
      .positive()
      .max(maxPaperworkFileSizeInMB * 1024 * 1024, { error: 'paperwork.validation.fileTooLarge' }),
    imageTypeId: docTypeSchema,
  })
  .meta({ id: 'CreateBillDocument' });
export type CreateBillDocumentBody = z.infer<typeof createBillDocumentBodySchema>;

export const billDocumentParamsSchema = z.object({
  id: billIdSchema.meta({ param: { name: 'id', in: 'path' } }),
  documentId: z
    .string()
    .min(1)
    .max(64)
    .meta({ param: { name: 'documentId', in: 'path' } }),
});

export const presignedUploadSchema = z
  .object({
    document: billDocumentSchema,
    upload: z.object({
      url: z.url(),
      method: z.literal('PUT'),
      /** Headers the PUT must carry exactly (they are part of the signature). */
      headers: z.record(z.string(), z.string()),
      expiresAt: z.iso.datetime(),
    }),
  })
  .meta({ id: 'PresignedUpload' });
export type PresignedUpload = z.infer<typeof presignedUploadSchema>;

export const presignedDownloadSchema = z
  .object({ url: z.url(), expiresAt: z.iso.datetime(), contentType: z.string(), fileName: z.string() })
  .meta({ id: 'PresignedDownload' });
export type PresignedDownload = z.infer<typeof presignedDownloadSchema>;

export const resubmitBillsBodySchema = z
  .object({ billIds: z.array(billIdSchema).min(1, { error: 'validation.required' }).max(100) })
  .meta({ id: 'ResubmitBills' });
export const resubmitBillsResponseSchema = z
  .object({ queued: z.array(z.string()), alreadyQueued: z.array(z.string()) })
  .meta({ id: 'ResubmitBillsResult' });

export const acceptedTermsResponseSchema = z.object({ hasAcceptedTerms: z.boolean() }).meta({ id: 'AcceptedTerms' });

export const carrierDenyListEntrySchema = z
  .object({
    id: z.string(),
    payorId: z.number().int(),
    payeeId: z.number().int(),
    payeeName: z.string(),
    createdAt: z.iso.datetime(),
    createdBy: z.string(),
  })
  .meta({ id: 'CarrierDenyListEntry' });
/** The id of a deny-list entry: `<payorId>-<payeeId>`. */
export const carrierDenyListEntryParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(40)
    .meta({ param: { name: 'id', in: 'path' }, example: '2001-1001' }),
});
export const createCarrierDenyListEntryBodySchema = z
  .object({ payeeId: z.number({ error: 'validation.required' }).int().positive() })
  .meta({ id: 'CreateCarrierDenyListEntry' });
export const carrierDenyListResponseSchema = z
  .object({ carrierBlacklists: z.array(carrierDenyListEntrySchema) })
  .meta({ id: 'CarrierDenyList' });
