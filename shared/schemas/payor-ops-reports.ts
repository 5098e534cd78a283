import * as z from 'zod';
import { HoldReason } from '../enums/hold-reason.ts';
import { ReconciliationState } from '../enums/reconciliation-state.ts';
import { holdReasonSchema } from './invoice-review-note.ts';
import { dateFilterShape, idQuery, listQuerySchema, pageSchema, rangeInOrder } from './list-query.ts';

/**
 * The payor's operations reports (seeds 001 §2 gotp fees, holds report, unreconciled-funds
 * report; §7 `gotp_fees`, `gotp_fees/month/{id}`, `relationship_1099`, `select_carrier_discovery`).
 * Each is a query over what the portal already records: invoices and their moves, payments, the
 * payor's relationships and the funds receipts LanePay records for the payor. Money in cents.
 */

/** One currency's totals of what a report lists: how many rows and their amounts. */
const currencyTotalsSchema = z.object({
  currencyId: z.number().int(),
  count: z.number().int(),
  amountCents: z.number().int(),
});
export type CurrencyTotal = z.infer<typeof currencyTotalsSchema>;

// --- GOTP fees --------------------------------------------------------------------------------

/** A month as the GOTP report names it: YYYY-MM (the month the invoices were paid, in Chicago). */
export const gotpMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.invalid' });

export const gotpMonthParamsSchema = z.object({
  id: gotpMonthSchema.meta({ param: { name: 'id', in: 'path' }, example: '2026-10' }),
});

export const GotpFeeSortField = {
  Month: 'month',
  InvoiceCount: 'invoiceCount',
  GrossCents: 'grossCents',
  FeeCents: 'feeCents',
} as const;
export type GotpFeeSortField = (typeof GotpFeeSortField)[keyof typeof GotpFeeSortField];

/** `GET payor/report/gotp_fees`: months whose payments fall in the paid-date range (or preset). */
export const gotpFeesQuerySchema = listQuerySchema
  .extend({
    sortField: z.enum(Object.values(GotpFeeSortField), { error: 'validation.invalid' }).optional(),
    ...dateFilterShape,
  })
  .superRefine(rangeInOrder);
export type GotpFeesQuery = z.infer<typeof gotpFeesQuerySchema>;

export const gotpFeeMonthSchema = z
  .object({
    /** The month (YYYY-MM): the id of `gotp_fees/month/{id}`. */
    month: gotpMonthSchema,
    currencyId: z.number().int(),
    invoiceCount: z.number().int(),
    grossCents: z.number().int(),
    feeCents: z.number().int(),
  })
  .meta({ id: 'PayorGotpFeeMonth' });
export type GotpFeeMonth = z.infer<typeof gotpFeeMonthSchema>;

const feeTotalsSchema = currencyTotalsSchema.extend({ feeCents: z.number().int() });
export type GotpFeeTotal = z.infer<typeof feeTotalsSchema>;

export const gotpFeesPageSchema = pageSchema(gotpFeeMonthSchema)
  .extend({ totals: z.array(feeTotalsSchema) })
  .meta({ id: 'PayorGotpFeesPage' });
export type GotpFeesPage = z.infer<typeof gotpFeesPageSchema>;

export const gotpFeeInvoiceSchema = z
  .object({
    invoiceId: z.number().int(),
    invoiceNumber: z.string(),
    loadNumber: z.string(),
    carrierName: z.string(),
    paidDate: z.string(),
    paymentId: z.string(),
    currencyId: z.number().int(),
    grossCents: z.number().int(),
    feeBps: z.number().int(),
    feeCents: z.number().int(),
  })
  .meta({ id: 'PayorGotpFeeInvoice' });
export type GotpFeeInvoice = z.infer<typeof gotpFeeInvoiceSchema>;

export const gotpMonthQuerySchema = listQuerySchema.omit({ sortField: true });
export type GotpMonthQuery = z.infer<typeof gotpMonthQuerySchema>;

/** `GET payor/report/gotp_fees/month/{id}`: the invoices behind one month's fees, paid date order. */
export const gotpMonthPageSchema = pageSchema(gotpFeeInvoiceSchema)
  .extend({ month: gotpMonthSchema, totals: z.array(feeTotalsSchema) })
  .meta({ id: 'PayorGotpFeeMonthInvoices' });
export type GotpMonthPage = z.infer<typeof gotpMonthPageSchema>;

// --- Holds ------------------------------------------------------------------------------------

/**
 * How long an invoice has been on hold, in whole days since the hold move (Chicago calendar days):
 * the first week, the second, the rest of the month, the second month, and longer.
 */
export const HoldAgeBucket = {
  Days0To7: '0-7',
  Days8To14: '8-14',
  Days15To30: '15-30',
  Days31To60: '31-60',
  Over60: '61+',
} as const;
export type HoldAgeBucket = (typeof HoldAgeBucket)[keyof typeof HoldAgeBucket];
export const holdAgeBuckets = Object.values(HoldAgeBucket);

export const HoldSortField = {
  HeldDate: 'heldDate',
  CarrierName: 'carrierName',
  InvoiceNumber: 'invoiceNumber',
  GrossCents: 'grossCents',
} as const;
export type HoldSortField = (typeof HoldSortField)[keyof typeof HoldSortField];

/** Hold reasons the filter takes; 0 stands for holds recorded without one. */
export const holdReasonFilterIds = [0, ...Object.values(HoldReason)] as const;

/** `GET payor/report/holds`: the held invoices, by held-date range (or preset), reason and age. */
export const holdsQuerySchema = listQuerySchema
  .extend({
    sortField: z.enum(Object.values(HoldSortField), { error: 'validation.invalid' }).optional(),
    ...dateFilterShape,
    holdReasonId: idQuery(holdReasonFilterIds).optional(),
    ageBucket: z.enum(holdAgeBuckets, { error: 'validation.invalid' }).optional(),
  })
  .superRefine(rangeInOrder);
export type HoldsQuery = z.infer<typeof holdsQuerySchema>;

export const heldInvoiceSchema = z
  .object({
    invoiceId: z.number().int(),
    invoiceNumber: z.string(),
    loadNumber: z.string(),
    carrierName: z.string(),
    currencyId: z.number().int(),
    grossCents: z.number().int(),
    /** Null: held without a recorded reason (older holds). */
    holdReasonId: holdReasonSchema.nullable(),
    note: z.string().nullable(),
    /** The hold move: when (ISO instant and its Chicago date) and who made it. */
    heldAt: z.string(),
    heldDate: z.string(),
    heldByName: z.string().nullable(),
    heldByCompanyName: z.string().nullable(),
    ageDays: z.number().int(),
    ageBucket: z.enum(holdAgeBuckets),
  })
  .meta({ id: 'PayorHeldInvoice' });
export type HeldInvoice = z.infer<typeof heldInvoiceSchema>;

const holdGroupSchema = currencyTotalsSchema.extend({ key: z.string() });
export type HoldGroup = z.infer<typeof holdGroupSchema>;

export const holdsPageSchema = pageSchema(heldInvoiceSchema)
  .extend({
    totals: z.array(currencyTotalsSchema),
    /** Every matching hold counted by reason (`key` the reason id, '0' none) and by age bucket. */
    byReason: z.array(holdGroupSchema),
    byAge: z.array(holdGroupSchema),
  })
  .meta({ id: 'PayorHoldsPage' });
export type HoldsPage = z.infer<typeof holdsPageSchema>;

// --- Unreconciled funds -------------------------------------------------------------------------

export const reconciliationStateSchema = z.union(Object.values(ReconciliationState).map((id) => z.literal(id)));

export const FundsSortField = {
  ReceivedDate: 'receivedDate',
  AmountCents: 'amountCents',
  Reference: 'reference',
} as const;
export type FundsSortField = (typeof FundsSortField)[keyof typeof FundsSortField];

/** `GET payor/report/unreconciled_funds`: receipts by received-date range (or preset) and state. */
export const unreconciledFundsQuerySchema = listQuerySchema
  .extend({
    sortField: z.enum(Object.values(FundsSortField), { error: 'validation.invalid' }).optional(),
    ...dateFilterShape,
    state: idQuery(Object.values(ReconciliationState)).optional(),
  })
  .superRefine(rangeInOrder);
export type UnreconciledFundsQuery = z.infer<typeof unreconciledFundsQuerySchema>;

const candidateInvoiceSchema = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  carrierName: z.string(),
  grossCents: z.number().int(),
});

export const fundsReceiptSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    receivedDate: z.string(),
    currencyId: z.number().int(),
    amountCents: z.number().int(),
    state: reconciliationStateSchema,
    ageDays: z.number().int(),
    /** Open invoices the receipt could pay (functions/domain/payor-reports/funds-matching.ts). */
    candidates: z.array(z.object({ totalCents: z.number().int(), invoices: z.array(candidateInvoiceSchema) })),
  })
  .meta({ id: 'PayorFundsReceipt' });
export type FundsReceiptView = z.infer<typeof fundsReceiptSchema>;

export const unreconciledFundsPageSchema = pageSchema(fundsReceiptSchema)
  .extend({ totals: z.array(currencyTotalsSchema) })
  .meta({ id: 'PayorUnreconciledFundsPage' });
export type UnreconciledFundsPage = z.infer<typeof unreconciledFundsPageSchema>;

// --- Files offered from the Carriers list -------------------------------------------------------

/** The first tax year LanePay can report on; a year ahead of today's has no payments yet. */
export const first1099Year = 2000;

/** `GET payor/report/relationship_1099?year=`: the tax year (required). */
export const relationship1099QuerySchema = z.object({
  year: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(first1099Year, { error: 'validation.invalid' })
    .max(9999, { error: 'validation.invalid' }),
  exportReport: z.enum(['true', 'false']).optional(),
  sessionCurrencyId: z.coerce.number().int().positive().optional(),
});
export type Relationship1099Query = z.infer<typeof relationship1099QuerySchema>;

/** The files' common query: the export flag the edge routes by, and the shell's currency. */
export const carrierFileQuerySchema = z.object({
  exportReport: z.enum(['true', 'false']).optional(),
  sessionCurrencyId: z.coerce.number().int().positive().optional(),
});
