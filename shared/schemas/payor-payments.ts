import * as z from 'zod';
import { DatePreset } from '../enums/date-preset.ts';
import { PaymentMethodType } from '../enums/payment-method-type.ts';
import { PaymentState } from '../enums/payment-state.ts';
import { PaymentType } from '../enums/payment-type.ts';
import { PayoutSchedule } from '../enums/payout.ts';
import { isoDateSchema } from '../validation/date.ts';
import { singleLineText } from '../validation/text.ts';
import { booleanQuery, listQuerySchema, pageSchema, repeatedQuery } from './list-query.ts';
import { paymentIdSchema, paymentSearchMaxLength, paymentStateSchema, payoutTypeSchema } from './payee-payments.ts';

/**
 * The payor's payments (seeds 001 §2: payments and payments/{id}): what the payout run paid carriers
 * on the payor's behalf, and the drafts of the payor's account that funded them. The payor's cost
 * of a payment is its invoices' gross less the credit notes it repaid (QuickPay fees are the
 * carrier's). Money is integer cents, dates YYYY-MM-DD.
 */

/** A draft's id: 20 hex digits derived from payor, currency and day (functions/domain/payor-money). */
export const draftIdSchema = z.string().regex(/^[0-9a-f]{20}$/, { error: 'validation.invalid' });

export const draftParamsSchema = z.object({
  id: draftIdSchema.meta({ param: { name: 'id', in: 'path' }, example: '9c1d2e3f4a5b6c7d8e9f' }),
});

const methodTypeSchema = z.union(Object.values(PaymentMethodType).map((id) => z.literal(id)));
const paymentTypeSchema = z.union(Object.values(PaymentType).map((id) => z.literal(id)));
const positiveIdQuery = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .positive({ error: 'validation.invalid' });

/** Columns the payments list sorts by; paid date, newest first, by default (seeds 001 §2). */
export const PayorPaymentSortField = {
  PaidDate: 'paidDate',
  CarrierName: 'carrierName',
  InvoiceCount: 'invoiceCount',
  GrossCents: 'grossCents',
  AmountCents: 'amountCents',
  DraftDate: 'draftDate',
} as const;
export type PayorPaymentSortField = (typeof PayorPaymentSortField)[keyof typeof PayorPaymentSortField];

/**
 * `GET payor/payments`: the list conventions plus a paid-date range (or preset), carrier, states,
 * whether drafted, one draft's payments, and a search in payment codes, confirmation and load numbers.
 */
export const payorPaymentsQuerySchema = listQuerySchema
  .extend({
    sortField: z.enum(Object.values(PayorPaymentSortField), { error: 'validation.invalid' }).optional(),
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    datePreset: z.enum(Object.values(DatePreset), { error: 'validation.invalid' }).optional(),
    payeeId: positiveIdQuery.optional(),
    state: repeatedQuery(z.enum(Object.values(PaymentState), { error: 'validation.invalid' })).optional(),
    drafted: booleanQuery.optional(),
    draftId: draftIdSchema.optional(),
    q: singleLineText().trim().max(paymentSearchMaxLength, { error: 'validation.invalid' }).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.startDate && query.endDate && query.startDate > query.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.invalid' });
    }
  });
export type PayorPaymentsQuery = z.infer<typeof payorPaymentsQuerySchema>;
export type PayorPaymentsQueryInput = z.input<typeof payorPaymentsQuerySchema>;

export const payorPaymentListItemSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    confirmationNumber: z.string(),
    paidDate: z.string(),
    payeeId: z.number().int(),
    carrierName: z.string(),
    state: paymentStateSchema,
    payoutType: payoutTypeSchema,
    methodType: methodTypeSchema,
    currencyId: z.number().int(),
    invoiceCount: z.number().int(),
    /** The invoices' gross. */
    grossCents: z.number().int(),
    /** Credit notes of the payor the payment repaid. */
    creditNoteCents: z.number().int(),
    /** What the payor is drafted for: gross less credit notes. */
    amountCents: z.number().int(),
    draftId: z.string().nullable(),
    draftDate: z.string().nullable(),
  })
  .meta({ id: 'PayorPaymentListItem' });
export type PayorPaymentListItem = z.infer<typeof payorPaymentListItemSchema>;

export const payorPaymentTotalsSchema = z
  .object({
    currencyId: z.number().int(),
    count: z.number().int(),
    grossCents: z.number().int(),
    creditNoteCents: z.number().int(),
    amountCents: z.number().int(),
  })
  .meta({ id: 'PayorPaymentTotals' });
export type PayorPaymentTotals = z.infer<typeof payorPaymentTotalsSchema>;

export const payorPaymentsPageSchema = pageSchema(payorPaymentListItemSchema)
  .extend({ totals: z.array(payorPaymentTotalsSchema) })
  .meta({ id: 'PayorPaymentsPage' });
export type PayorPaymentsPage = z.infer<typeof payorPaymentsPageSchema>;

export const payorDraftSchema = z
  .object({
    id: z.string(),
    draftDate: z.string(),
    currencyId: z.number().int(),
    schedule: z.enum(Object.values(PayoutSchedule)),
    /** The schedule's weekday (0 Sunday … 6 Saturday). */
    weekday: z.number().int(),
    paymentCount: z.number().int(),
    invoiceCount: z.number().int(),
    grossCents: z.number().int(),
    creditNoteCents: z.number().int(),
    amountCents: z.number().int(),
    /** The payor's funding account it drew on, masked; null on drafts made before funding accounts. */
    fundingAccount: z
      .object({
        id: z.number().int(),
        bankName: z.string().nullable(),
        routingNumber: z.string(),
        accountNumberLast4: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'PayorDraft' });
export type PayorDraft = z.infer<typeof payorDraftSchema>;

export const payorPaymentDetailsSchema = payorPaymentListItemSchema
  .extend({
    invoices: z.array(
      z.object({
        id: z.number().int(),
        invoiceNumber: z.string(),
        loadNumber: z.string(),
        paymentType: paymentTypeSchema,
        grossCents: z.number().int(),
      }),
    ),
    creditNotes: z.array(
      z.object({ id: z.number().int(), referenceNumber: z.string(), amountCents: z.number().int() }),
    ),
    /** The draft that funded it; null until the payor's schedule drafts it. */
    draft: payorDraftSchema.nullable(),
  })
  .meta({ id: 'PayorPaymentDetails' });
export type PayorPaymentDetails = z.infer<typeof payorPaymentDetailsSchema>;

export const paymentDetailsParamsSchema = z.object({
  id: paymentIdSchema.meta({ param: { name: 'id', in: 'path' }, example: '3f2a9c0b7d1e4a5b6c7d' }),
});

/** `GET payor/drafts`: the list conventions plus a draft-date range (or preset); newest first. */
export const payorDraftsQuerySchema = listQuerySchema
  .extend({
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    datePreset: z.enum(Object.values(DatePreset), { error: 'validation.invalid' }).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.startDate && query.endDate && query.startDate > query.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.invalid' });
    }
  });
export type PayorDraftsQuery = z.infer<typeof payorDraftsQuerySchema>;
export type PayorDraftsQueryInput = z.input<typeof payorDraftsQuerySchema>;

export const payorDraftsPageSchema = pageSchema(payorDraftSchema)
  .extend({
    totals: z.array(z.object({ currencyId: z.number().int(), count: z.number().int(), amountCents: z.number().int() })),
  })
  .meta({ id: 'PayorDraftsPage' });
export type PayorDraftsPage = z.infer<typeof payorDraftsPageSchema>;

/** `GET payor/draft_schedule`: only the shell's currency filter. */
export const payorDraftScheduleQuerySchema = z.object({
  sessionCurrencyId: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
});

export const upcomingDraftSchema = z
  .object({
    currencyId: z.number().int(),
    /** The day of the payout run that takes it (YYYY-MM-DD, America/Chicago). */
    draftDate: z.string(),
    paymentCount: z.number().int(),
    invoiceCount: z.number().int(),
    grossCents: z.number().int(),
    creditNoteCents: z.number().int(),
    /** What the payor will be drafted for: gross less credit notes repaid. */
    amountCents: z.number().int(),
    /** Every payment made on the payor's behalf not yet drafted, this draft's and any later one's. */
    waitingPaymentCount: z.number().int(),
    waitingAmountCents: z.number().int(),
  })
  .meta({ id: 'PayorUpcomingDraft' });
export type UpcomingDraftView = z.infer<typeof upcomingDraftSchema>;

/**
 * When the payor is drafted next and for how much, under its draft schedule (DraftSchedule 9,
 * DraftScheduleDayOfWeek 42), and the drafts it had last; per currency, never summed across them.
 */
export const payorDraftScheduleSchema = z
  .object({
    schedule: z.enum(Object.values(PayoutSchedule)),
    /** The schedule's weekday (0 Sunday … 6 Saturday); weekly schedules draft on it. */
    weekday: z.number().int(),
    /** The next day the schedule drafts (weekly: its weekday on or after today); null under Daily. */
    scheduledDate: z.string().nullable(),
    /** The next draft of the payments not yet drafted, per currency; none when nothing waits. */
    upcoming: z.array(upcomingDraftSchema),
    /** The latest draft per currency within the past year, newest first. */
    lastDrafts: z.array(payorDraftSchema),
  })
  .meta({ id: 'PayorDraftSchedule' });
export type PayorDraftSchedule = z.infer<typeof payorDraftScheduleSchema>;
