import * as z from 'zod';
import { FactorInvoiceStatus } from '../enums/factor-invoice-status.ts';
import { singleLineText } from '../validation/text.ts';
import { holdReasonSchema } from './invoice-review-note.ts';
import { dateFilterShape, listQuerySchema, pageSchema, rangeInOrder, repeatedQuery } from './list-query.ts';
import { invoiceKindSchema, invoiceStatusSchema, paymentTypeSchema } from './payee-invoices.ts';

/**
 * The factor's invoices (issue 16): the invoices of the relationships assigned to the signed-in
 * factor while they are assigned, read with the factor's status glossary. Its pages call the
 * carriers Clients and the payors Debtors. Money is integer cents, dates YYYY-MM-DD.
 */

export const factorInvoiceStatusSchema = z.enum(Object.values(FactorInvoiceStatus), { error: 'validation.invalid' });

/** Columns the factor's list sorts by; the default is the uploaded date, newest first. */
export const FactorInvoiceSortField = {
  UploadedDate: 'uploadedDate',
  ExpectedPayDate: 'expectedPayDate',
  InvoiceNumber: 'invoiceNumber',
  GrossCents: 'grossCents',
} as const;
export type FactorInvoiceSortField = (typeof FactorInvoiceSortField)[keyof typeof FactorInvoiceSortField];

const positiveId = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .positive({ error: 'validation.invalid' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'validation.invalid' });

/**
 * `GET factor/invoices`: the list conventions, the uploaded-date range (`startDate`, `endDate`,
 * `datePreset`), the factor's statuses (repeated `status`), one debtor (`payorId`), one client
 * (`payeeId`) and a search in invoice and load numbers (`q`).
 */
export const factorInvoiceListQuerySchema = listQuerySchema
  .extend({
    ...dateFilterShape,
    sortField: z.enum(Object.values(FactorInvoiceSortField), { error: 'validation.invalid' }).optional(),
    status: repeatedQuery(factorInvoiceStatusSchema).optional(),
    payorId: positiveId.optional(),
    payeeId: positiveId.optional(),
    q: singleLineText().trim().max(64, { error: 'validation.invalid' }).optional(),
  })
  .superRefine(rangeInOrder);
export type FactorInvoiceListQuery = z.infer<typeof factorInvoiceListQuerySchema>;

const factorInvoiceRowShape = {
  id: z.number().int(),
  invoiceNumber: z.string(),
  loadNumber: z.string(),
  /** The client (carrier) and the debtor (payor), and the relationship between them. */
  clientId: z.number().int(),
  clientName: z.string(),
  debtorId: z.number().int(),
  debtorName: z.string(),
  payeeRelationshipId: z.number().int(),
  status: factorInvoiceStatusSchema,
  statusId: invoiceStatusSchema,
  holdReasonId: holdReasonSchema.nullable(),
  kind: invoiceKindSchema,
  currencyId: z.number().int(),
  grossCents: z.number().int(),
  netCents: z.number().int(),
  paymentTypeId: paymentTypeSchema,
  uploadedDate: z.string(),
  approvedDate: z.string().nullable(),
  /** The scheduled pay date of an approved invoice. */
  expectedPayDate: z.string().nullable(),
  paidDate: z.string().nullable(),
};

export const factorInvoiceRowSchema = z.object(factorInvoiceRowShape).meta({ id: 'FactorInvoiceRow' });
export type FactorInvoiceRow = z.infer<typeof factorInvoiceRowSchema>;

/**
 * One page of the factor's invoices. `totalCount` is null when the page came from the indexed path
 * (uploaded-date order), which reads only as far as the page needs.
 */
export const factorInvoicePageSchema = pageSchema(factorInvoiceRowSchema)
  .extend({ totalCount: z.number().int().nullable() })
  .meta({ id: 'FactorInvoicePage' });
export type FactorInvoicePage = z.infer<typeof factorInvoicePageSchema>;

/** One invoice as the factor reads it: the row, its term and fees, whom it was paid, its history. */
export const factorInvoiceSchema = z
  .object({
    ...factorInvoiceRowShape,
    feeCents: z.number().int(),
    feeBps: z.number().int(),
    invoiceDate: z.string().nullable(),
    paymentId: z.string().nullable(),
    /** Whom its payment paid: this factor, or the client (paid before the assignment). */
    paidTo: z.object({ kind: z.enum(['factor', 'client']), name: z.string() }).nullable(),
    /** A hold's words (the debtor's own, or the portal's reason). */
    holdNote: z.string().nullable(),
    statusHistory: z.array(z.object({ statusId: invoiceStatusSchema, at: z.string(), byName: z.string().nullable() })),
  })
  .meta({ id: 'FactorInvoice' });
export type FactorInvoice = z.infer<typeof factorInvoiceSchema>;
