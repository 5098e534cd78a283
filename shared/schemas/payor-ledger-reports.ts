import * as z from 'zod';
import { FinancialAccountReportType } from '../enums/statement-type.ts';
import { dateFilterShape, listQuerySchema, pageSchema, rangeInOrder } from './list-query.ts';
import { paymentStateSchema } from './payee-payments.ts';

/**
 * The payor's ledger reports (seeds 001 §2 reports, §7 `payor/report/...`): billing activity,
 * credit usage and the financial account reports (11 PurchasedInvoices, 20 PayorRebate, 22
 * PayorRefunds). Each is a query over what the portal already records (drafts, payments, invoices,
 * refunds, fees) plus the payor's credit limit. Money is integer cents, dates YYYY-MM-DD
 * (America/Chicago), every total per currency.
 */

const cents = z.number().int();
const count = z.number().int();

/** A report's query: the list conventions and a date range or preset; `sortField` is the report's own. */
function reportQuery<const F extends readonly [string, ...string[]]>(sortFields: F) {
  return listQuerySchema
    .extend({ ...dateFilterShape, sortField: z.enum(sortFields, { error: 'validation.invalid' }).optional() })
    .superRefine(rangeInOrder);
}

// Billing activity ------------------------------------------------------------------------------

export const BillingSortField = {
  DraftDate: 'draftDate',
  AmountCents: 'amountCents',
  InvoiceCount: 'invoiceCount',
} as const;
export type BillingSortField = (typeof BillingSortField)[keyof typeof BillingSortField];

/** `GET payor/report/billing_activity` (and its `details` file): drafts by draft date, newest first. */
export const billingActivityQuerySchema = reportQuery([
  BillingSortField.DraftDate,
  BillingSortField.AmountCents,
  BillingSortField.InvoiceCount,
]);
export type BillingActivityQuery = z.infer<typeof billingActivityQuerySchema>;

export const billingDraftSchema = z
  .object({
    id: z.string(),
    draftDate: z.string(),
    currencyId: z.number().int(),
    paymentCount: count,
    invoiceCount: count,
    /** The invoices' gross. */
    grossCents: cents,
    /** Credit notes the draft's payments repaid: the payor keeps them. */
    creditNoteCents: cents,
    /** What was drafted: gross less credit notes. */
    amountCents: cents,
    /** The funding account drawn on, masked ('First Bank ••••0031'); null before funding accounts. */
    fundingAccount: z.string().nullable(),
  })
  .meta({ id: 'PayorBillingDraft' });
export type BillingDraft = z.infer<typeof billingDraftSchema>;

export const billingTotalsSchema = z.object({
  currencyId: z.number().int(),
  draftCount: count,
  invoiceCount: count,
  grossCents: cents,
  creditNoteCents: cents,
  amountCents: cents,
});
export type BillingTotals = z.infer<typeof billingTotalsSchema>;

export const billingActivityPageSchema = pageSchema(billingDraftSchema)
  .extend({ totals: z.array(billingTotalsSchema) })
  .meta({ id: 'PayorBillingActivityPage' });
export type BillingActivityPage = z.infer<typeof billingActivityPageSchema>;

// Credit usage ----------------------------------------------------------------------------------

export const CreditUsageSortField = { Date: 'date', UsedCents: 'usedCents' } as const;
export type CreditUsageSortField = (typeof CreditUsageSortField)[keyof typeof CreditUsageSortField];

/** `GET payor/report/credit_usage`: the line now and its usage per day (the last 30 days unless a range is given). */
export const creditUsageQuerySchema = reportQuery([CreditUsageSortField.Date, CreditUsageSortField.UsedCents]);
export type CreditUsageQuery = z.infer<typeof creditUsageQuerySchema>;

/** The payor's credit line in one currency as of today. */
export const creditLineSchema = z
  .object({
    currencyId: z.number().int(),
    /** The limit LanePay set for the payor; null when none is set (usage is still shown). */
    limitCents: cents.nullable(),
    /** Approved invoices not yet paid (Approved, Missing Bank): LanePay owes them, the payor has not funded them. */
    approvedUnfundedCents: cents,
    approvedUnfundedCount: count,
    /** QuickPay payments made to carriers that no draft of the payor has funded yet. */
    advancedUnfundedCents: cents,
    advancedUnfundedCount: count,
    usedCents: cents,
    /** Limit less usage (negative when over the limit); null without a limit. */
    availableCents: cents.nullable(),
    /** Usage as basis points of the limit; null without a limit. */
    utilisationBps: z.number().int().nullable(),
  })
  .meta({ id: 'PayorCreditLine' });
export type CreditLine = z.infer<typeof creditLineSchema>;

/** Usage at the end of one day, in one currency. */
export const creditUsageDaySchema = z
  .object({
    date: z.string(),
    currencyId: z.number().int(),
    approvedUnfundedCents: cents,
    advancedUnfundedCents: cents,
    usedCents: cents,
    limitCents: cents.nullable(),
  })
  .meta({ id: 'PayorCreditUsageDay' });
export type CreditUsageDay = z.infer<typeof creditUsageDaySchema>;

export const creditUsagePageSchema = pageSchema(creditUsageDaySchema)
  .extend({
    /** The line per currency today (the report's totals). */
    lines: z.array(creditLineSchema),
    /** The range the history covers. */
    startDate: z.string(),
    endDate: z.string(),
  })
  .meta({ id: 'PayorCreditUsagePage' });
export type CreditUsagePage = z.infer<typeof creditUsagePageSchema>;

// Financial account activity ---------------------------------------------------------------------

export const financialAccountReportTypes = Object.values(FinancialAccountReportType);

/** The report type in the path; a number that is no report type answers 404, not 400. */
export const financialAccountParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .positive({ error: 'validation.invalid' })
    .meta({ param: { name: 'id', in: 'path' }, example: 11 }),
});

export const FinancialAccountSortField = {
  Date: 'date',
  AmountCents: 'amountCents',
  CarrierName: 'carrierName',
} as const;
export type FinancialAccountSortField = (typeof FinancialAccountSortField)[keyof typeof FinancialAccountSortField];

/**
 * `GET payor/report/financial_account_activity/{id}`: the date is the advance's paid date (11), the
 * period's start (20) or the refund's date (22).
 */
export const financialAccountQuerySchema = reportQuery([
  FinancialAccountSortField.Date,
  FinancialAccountSortField.AmountCents,
  FinancialAccountSortField.CarrierName,
]);
export type FinancialAccountQuery = z.infer<typeof financialAccountQuerySchema>;

/** An invoice LanePay paid the carrier early on QuickPay (PurchasedInvoices 11). */
export const purchasedInvoiceSchema = z
  .object({
    invoiceId: z.number().int(),
    invoiceNumber: z.string(),
    loadNumber: z.string(),
    carrierName: z.string(),
    currencyId: z.number().int(),
    paymentId: z.string(),
    paymentCode: z.string(),
    /** The day LanePay paid the carrier. */
    paidDate: z.string(),
    isFreeQuickPay: z.boolean(),
    grossCents: cents,
    /** The carrier's QuickPay fee. */
    feeCents: cents,
    /** What the carrier received for it: gross less fee. */
    advancedCents: cents,
    /** The payor's draft that funded it; null while LanePay carries it. */
    draftDate: z.string().nullable(),
    paymentState: paymentStateSchema,
  })
  .meta({ id: 'PayorPurchasedInvoice' });
export type PurchasedInvoice = z.infer<typeof purchasedInvoiceSchema>;

export const purchasedTotalsSchema = z.object({
  currencyId: z.number().int(),
  count,
  grossCents: cents,
  feeCents: cents,
  advancedCents: cents,
  /** Of the gross, what no draft has funded yet. */
  unfundedCents: cents,
});
export type PurchasedTotals = z.infer<typeof purchasedTotalsSchema>;

/** One period's revenue share (PayorRebate 20). */
export const revenueSharePeriodSchema = z
  .object({
    startDate: z.string(),
    endDate: z.string(),
    currencyId: z.number().int(),
    invoiceCount: count,
    /** QuickPay fees the payor's carriers paid on payments made in the period (refunded payments left out). */
    feeCents: cents,
    thresholdCents: cents,
    /** Fees above the threshold. */
    eligibleFeeCents: cents,
    shareBps: z.number().int(),
    shareCents: cents,
  })
  .meta({ id: 'PayorRevenueSharePeriod' });
export type RevenueSharePeriod = z.infer<typeof revenueSharePeriodSchema>;

export const revenueShareTotalsSchema = z.object({
  currencyId: z.number().int(),
  periodCount: count,
  invoiceCount: count,
  feeCents: cents,
  eligibleFeeCents: cents,
  shareCents: cents,
});
export type RevenueShareTotals = z.infer<typeof revenueShareTotalsSchema>;

/** An invoice of a refunded payment (PayorRefunds 22): its gross went back to the payor. */
export const refundedInvoiceSchema = z
  .object({
    invoiceId: z.number().int(),
    invoiceNumber: z.string(),
    loadNumber: z.string(),
    carrierName: z.string(),
    currencyId: z.number().int(),
    paymentId: z.string(),
    paymentCode: z.string(),
    paidDate: z.string(),
    refundDate: z.string(),
    grossCents: cents,
    /** The QuickPay fee returned to the carrier with the refund (0 when none was charged). */
    feeRefundCents: cents,
    reason: z.string().nullable(),
    refundedBy: z.string(),
  })
  .meta({ id: 'PayorRefundedInvoice' });
export type RefundedInvoice = z.infer<typeof refundedInvoiceSchema>;

export const refundTotalsSchema = z.object({
  currencyId: z.number().int(),
  count,
  grossCents: cents,
  feeRefundCents: cents,
});
export type RefundTotals = z.infer<typeof refundTotalsSchema>;

export const purchasedInvoicesPageSchema = pageSchema(purchasedInvoiceSchema).extend({
  reportTypeId: z.literal(FinancialAccountReportType.PurchasedInvoices),
  totals: z.array(purchasedTotalsSchema),
});
export const revenueSharePageSchema = pageSchema(revenueSharePeriodSchema).extend({
  reportTypeId: z.literal(FinancialAccountReportType.PayorRebate),
  /** Weekly (QuickPayRevenueShareCalculatedWeekly 81689 on) or monthly periods. */
  period: z.enum(['week', 'month']),
  /** The payor's threshold per period (QuickPayRevenueShareThreshold 81690) and the share rate. */
  thresholdCents: cents,
  shareBps: z.number().int(),
  totals: z.array(revenueShareTotalsSchema),
});
export const refundsPageSchema = pageSchema(refundedInvoiceSchema).extend({
  reportTypeId: z.literal(FinancialAccountReportType.PayorRefunds),
  totals: z.array(refundTotalsSchema),
});
export type PurchasedInvoicesPage = z.infer<typeof purchasedInvoicesPageSchema>;
export type RevenueSharePage = z.infer<typeof revenueSharePageSchema>;
export type RefundsPage = z.infer<typeof refundsPageSchema>;

export const financialAccountPageSchema = z
  .discriminatedUnion('reportTypeId', [purchasedInvoicesPageSchema, revenueSharePageSchema, refundsPageSchema])
  .meta({ id: 'PayorFinancialAccountActivity' });
export type FinancialAccountPage = z.infer<typeof financialAccountPageSchema>;
