import * as z from 'zod';
import { HoldReason } from '../enums/hold-reason.ts';
import { ReconciliationState } from '../enums/reconciliation-state.ts';
import { dateFilterShape, idQuery, listQuerySchema, rangeInOrder } from './list-query.ts';

/**
 * What the payor's operations reports are asked (shared/schemas/payor-ops-reports.ts has their
 * answers): the queries, sort fields and buckets, apart so that the exports function, which reads
 * the queries only, does not carry the answers' schemas.
 */
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

export const gotpMonthQuerySchema = listQuerySchema.omit({ sortField: true });
export type GotpMonthQuery = z.infer<typeof gotpMonthQuerySchema>;

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
