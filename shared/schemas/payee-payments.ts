import * as z from 'zod';
import { PaymentMethodType } from '../enums/payment-method-type.ts';
import { PaymentState } from '../enums/payment-state.ts';
import { PaymentType } from '../enums/payment-type.ts';
import { PayoutType } from '../enums/payout.ts';
import { isoDateSchema } from '../validation/date.ts';
import { singleLineText } from '../validation/text.ts';
import { listQuerySchema, pageSchema, repeatedQuery } from './list-query.ts';

/**
 * The payee's payments (seeds 000 §2.5, §3 Payment, §7): the list with its filters, a payment's
 * details with the invoices it paid, and the payout report. Money is integer cents, dates are
 * YYYY-MM-DD calendar dates.
 */

/** A payment's id: 20 hex digits derived from the invoices it pays (functions/domain/payouts). */
export const paymentIdSchema = z.string().regex(/^[0-9a-f]{20}$/, { error: 'validation.invalid' });

export const paymentParamsSchema = z.object({
  id: paymentIdSchema.meta({ param: { name: 'id', in: 'path' }, example: '3f2a9c0b7d1e4a5b6c7d' }),
});

const payoutTypeIds = Object.values(PayoutType);
const paymentStates = Object.values(PaymentState);
const methodTypeIds = Object.values(PaymentMethodType);

export const payoutTypeSchema = z.union(payoutTypeIds.map((id) => z.literal(id)));
export const paymentStateSchema = z.enum(paymentStates);
const methodTypeSchema = z.union(methodTypeIds.map((id) => z.literal(id)));
const paymentTypeSchema = z.union(Object.values(PaymentType).map((id) => z.literal(id)));

/** Columns the list sorts by; the default is the paid date, newest first (seeds 000 §2.7). */
export const PaymentSortField = {
  PaidDate: 'paidDate',
  Code: 'code',
  ConfirmationNumber: 'confirmationNumber',
  PayoutType: 'payoutType',
  InvoiceCount: 'invoiceCount',
  GrossCents: 'grossCents',
  NetCents: 'netCents',
} as const;
export type PaymentSortField = (typeof PaymentSortField)[keyof typeof PaymentSortField];
export const defaultPaymentSort = { sortField: PaymentSortField.PaidDate, sortAsc: false } as const;

/** Longest search text: confirmation numbers and load numbers are far shorter. */
export const paymentSearchMaxLength = 64;

const payoutTypeQuery = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .refine((id) => (payoutTypeIds as number[]).includes(id), { error: 'validation.invalid' })
  .transform((id) => id as PayoutType);

/**
 * `GET payee/payments`: the list conventions plus a paid-date range, payout types and states
 * (repeated keys), and a search in confirmation numbers, payment codes and load numbers.
 */
export const paymentsQuerySchema = listQuerySchema
  .extend({
    sortField: z.enum(Object.values(PaymentSortField), { error: 'validation.invalid' }).optional(),
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    payoutType: repeatedQuery(payoutTypeQuery).optional(),
    state: repeatedQuery(z.enum(paymentStates, { error: 'validation.invalid' })).optional(),
    q: singleLineText().trim().max(paymentSearchMaxLength, { error: 'validation.invalid' }).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.startDate && query.endDate && query.startDate > query.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.invalid' });
    }
  });
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;
/** The query as the browser builds it (before defaults and coercion). */
export type PaymentsQueryInput = z.input<typeof paymentsQuerySchema>;

/**
 * Whose account the payment went to: the carrier's own, or the factoring company its relationship
 * is assigned to (issue 15: the carrier sees 'Factored account' and the factor's name, never the
 * factor's account).
 */
export const paidToSchema = z
  .object({ kind: z.enum(['payee', 'factor']), factorName: z.string().nullable() })
  .meta({ id: 'PayeePaymentPaidTo' });
export type PaidTo = z.infer<typeof paidToSchema>;

export const paymentListItemSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    confirmationNumber: z.string(),
    paidDate: z.string(),
    state: paymentStateSchema,
    payoutType: payoutTypeSchema,
    methodType: methodTypeSchema,
    bankAccountName: z.string(),
    currencyId: z.number().int(),
    invoiceCount: z.number().int(),
    loadNumbers: z.array(z.string()),
    grossCents: z.number().int(),
    termFeeCents: z.number().int(),
    bankFeeCents: z.number().int(),
    netCents: z.number().int(),
    paidTo: paidToSchema,
  })
  .meta({ id: 'PayeePaymentListItem' });
export type PaymentListItem = z.infer<typeof paymentListItemSchema>;

/** What the payments matching the filters add up to, per currency (never summed across currencies). */
export const paymentTotalsSchema = z
  .object({
    currencyId: z.number().int(),
    count: z.number().int(),
    grossCents: z.number().int(),
    netCents: z.number().int(),
  })
  .meta({ id: 'PayeePaymentTotals' });
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

export const paymentsPageSchema = pageSchema(paymentListItemSchema)
  .extend({ totals: z.array(paymentTotalsSchema) })
  .meta({ id: 'PayeePaymentsPage' });
export type PaymentsPage = z.infer<typeof paymentsPageSchema>;

/** How long the money takes to arrive by the payment's method (shared/constants/payments.ts). */
export const processingTimeSchema = z.object({
  min: z.number().int(),
  max: z.number().int(),
  unit: z.enum(['days', 'minutes']),
});

/** One invoice a payment paid, with what it contributed. */
export const paidInvoiceSchema = z
  .object({
    id: z.number().int(),
    invoiceNumber: z.string(),
    loadNumber: z.string(),
    payorName: z.string(),
    paymentType: paymentTypeSchema,
    isFreeQuickPay: z.boolean(),
    /** The QuickPay / GOTP fee rate in basis points. */
    feeBps: z.number().int(),
    grossCents: z.number().int(),
    feeCents: z.number().int(),
    netCents: z.number().int(),
  })
  .meta({ id: 'PayeePaidInvoice' });
export type PaidInvoice = z.infer<typeof paidInvoiceSchema>;

/**
 * One invoice whose QuickPay fee a term fee refund payment returns: the invoice as it was paid (its
 * gross, fee and net) and the fee returned.
 */
export const refundedFeeInvoiceSchema = paidInvoiceSchema
  .extend({ refundedFeeCents: z.number().int() })
  .meta({ id: 'PayeeRefundedFeeInvoice' });
export type RefundedFeeInvoice = z.infer<typeof refundedFeeInvoiceSchema>;

/**
 * A refunded payment's refund as the carrier sees it: when (LanePay staff made it; the staff
 * member's name stays internal), why, and the TERM_FEE_REFUND payment that returned its QuickPay
 * fees, if any were charged.
 */
export const paymentRefundSchema = z
  .object({
    at: z.string(),
    date: z.string(),
    reason: z.string().nullable(),
    termFeeRefund: z.object({ id: z.string(), code: z.string(), amountCents: z.number().int() }).nullable(),
  })
  .meta({ id: 'PayeePaymentRefund' });
export type PaymentRefundView = z.infer<typeof paymentRefundSchema>;

export const paymentDetailsSchema = paymentListItemSchema
  .extend({
    /** Gross less term fees, before the bank fee. */
    subTotalCents: z.number().int(),
    /** Invoices paid as promotional free QuickPay. */
    freeQuickPayCount: z.number().int(),
    checkNumber: z.string().nullable(),
    checkCashed: z.boolean().nullable(),
    bankAccount: z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable() }),
    processingTime: processingTimeSchema.nullable(),
    invoices: z.array(paidInvoiceSchema),
    /** Set when the payment was refunded (its state is then `refunded`). */
    refund: paymentRefundSchema.nullable(),
    /** On a term fee refund payment: the refunded payment whose QuickPay fees it returns. */
    refundOf: z.object({ id: z.string(), code: z.string() }).nullable(),
    /**
     * On a term fee refund payment: the invoices whose QuickPay fee it returns, each with the fee
     * returned (they add up to the payment's gross). Empty on every other payment.
     */
    refundedFees: z.array(refundedFeeInvoiceSchema),
  })
  .meta({ id: 'PayeePaymentDetails' });
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

export const PayoutReportFormat = { Pdf: 'pdf', Xlsx: 'xlsx' } as const;
export type PayoutReportFormat = (typeof PayoutReportFormat)[keyof typeof PayoutReportFormat];

/** `GET payee/payments/{id}/payout_report`: the file type (PDF unless asked for Excel). */
export const payoutReportQuerySchema = z.object({
  format: z.enum(Object.values(PayoutReportFormat), { error: 'validation.invalid' }).default(PayoutReportFormat.Pdf),
  exportReport: z.enum(['true', 'false']).optional(),
  sessionCurrencyId: z.coerce.number().int().positive().optional(),
});

/**
 * The exports API answers the two formats on two paths, from two functions (the edge moves
 * `format=xlsx` to `…/payout_report/xlsx`, infra/definitions/export-routing.ts): each path takes
 * only its own format.
 */
export const payoutReportPdfQuerySchema = payoutReportQuerySchema.extend({
  format: z.enum([PayoutReportFormat.Pdf], { error: 'validation.invalid' }).default(PayoutReportFormat.Pdf),
});
export const payoutReportXlsxQuerySchema = payoutReportQuerySchema.extend({
  format: z.enum([PayoutReportFormat.Xlsx], { error: 'validation.invalid' }).optional(),
});
