import * as z from 'zod';
import { ReconciliationState } from '../enums/reconciliation-state.ts';
import { holdReasonSchema } from './invoice-review-note.ts';
import { pageSchema } from './list-query.ts';
import { gotpMonthSchema, holdAgeBuckets } from './payor-ops-report-queries.ts';

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

/** `GET payor/report/gotp_fees/month/{id}`: the invoices behind one month's fees, paid date order. */
export const gotpMonthPageSchema = pageSchema(gotpFeeInvoiceSchema)
  .extend({ month: gotpMonthSchema, totals: z.array(feeTotalsSchema) })
  .meta({ id: 'PayorGotpFeeMonthInvoices' });
export type GotpMonthPage = z.infer<typeof gotpMonthPageSchema>;

// --- Holds ------------------------------------------------------------------------------------

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
