import * as z from 'zod';
import { statementIdPattern } from '../constants/statements.ts';
import { PayoutType } from '../enums/payout.ts';
import { StatementType } from '../enums/statement-type.ts';
import { dateFilterShape, idQuery, listQuerySchema, pageSchema, rangeInOrder, repeatedQuery } from './list-query.ts';

/**
 * The payor's statements (seeds 001 §2 previous settlements and previous weekly settlements, §7
 * `settlement_statements`, `settlement_statement/{id}` and its parts). A statement's id is its type
 * and the first day of its period ("5-2026-10-01"), unique within the payor. Money is integer cents
 * per currency, never summed across currencies; dates YYYY-MM-DD.
 */

export const statementIdSchema = z.string().regex(statementIdPattern, { error: 'validation.invalid' });

export const statementParamsSchema = z.object({
  id: statementIdSchema.meta({ param: { name: 'id', in: 'path' }, example: '5-2026-10-01' }),
});

const statementTypeSchema = z.union(Object.values(StatementType).map((id) => z.literal(id)));

/** Columns the statements list sorts by; the period, newest first, by default. */
export const StatementSortField = { PeriodStart: 'periodStart', DraftedCents: 'draftedCents' } as const;
export type StatementSortField = (typeof StatementSortField)[keyof typeof StatementSortField];

/**
 * `GET payor/report/settlement_statements`: the list conventions, the statement types (repeated;
 * none means every type), and a range of period starts (or a preset).
 */
export const payorStatementsQuerySchema = listQuerySchema
  .extend({
    sortField: z.enum(Object.values(StatementSortField), { error: 'validation.invalid' }).optional(),
    settlementStatementTypeId: repeatedQuery(idQuery(Object.values(StatementType))).optional(),
    ...dateFilterShape,
  })
  .superRefine(rangeInOrder);
export type PayorStatementsQuery = z.infer<typeof payorStatementsQuerySchema>;

export const statementTotalsSchema = z.object({
  currencyId: z.number().int(),
  draftCount: z.number().int(),
  paymentCount: z.number().int(),
  invoiceCount: z.number().int(),
  grossCents: z.number().int(),
  creditNoteCents: z.number().int(),
  draftedCents: z.number().int(),
  quickPayFeeCents: z.number().int(),
  gotpFeeCents: z.number().int(),
  revenueShareCents: z.number().int(),
  refundCents: z.number().int(),
  netCents: z.number().int(),
});
export type StatementTotalsView = z.infer<typeof statementTotalsSchema>;

export const payorStatementSchema = z
  .object({
    id: z.string(),
    settlementStatementTypeId: statementTypeSchema,
    periodStart: z.string(),
    periodEnd: z.string(),
    createdAt: z.string(),
    /** Imported from the former portal (Legacy): its totals only, no line items in the ledger. */
    imported: z.boolean(),
    lineCount: z.number().int(),
    totals: z.array(statementTotalsSchema),
  })
  .meta({ id: 'PayorStatement' });
export type PayorStatement = z.infer<typeof payorStatementSchema>;

/** One page of statements, with what every matching statement adds up to per currency. */
export const payorStatementsPageSchema = pageSchema(payorStatementSchema).extend({
  totals: z.array(
    z.object({
      currencyId: z.number().int(),
      count: z.number().int(),
      draftedCents: z.number().int(),
      netCents: z.number().int(),
    }),
  ),
});
export type PayorStatementsPage = z.infer<typeof payorStatementsPageSchema>;

/** The parts' paging: the list conventions only. */
export const statementPartQuerySchema = listQuerySchema.pick({ page: true, pageSize: true });

const payoutTypeSchema = z.union(Object.values(PayoutType).map((id) => z.literal(id)));

export const statementLineSchema = z.object({
  kind: z.enum(['payment', 'refund']),
  date: z.string(),
  paymentId: z.string(),
  paymentCode: z.string(),
  draftId: z.string().nullable(),
  carrierName: z.string(),
  payoutType: payoutTypeSchema,
  currencyId: z.number().int(),
  invoiceCount: z.number().int(),
  grossCents: z.number().int(),
  creditNoteCents: z.number().int(),
  quickPayFeeCents: z.number().int(),
  amountCents: z.number().int(),
});
export type StatementLineView = z.infer<typeof statementLineSchema>;

/** `…/line_items`: the statement itself and one page of its lines. */
export const statementLinesPageSchema = pageSchema(statementLineSchema).extend({ statement: payorStatementSchema });
export type StatementLinesPage = z.infer<typeof statementLinesPageSchema>;

export const statementInvoiceSchema = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  loadNumber: z.string(),
  paymentId: z.string(),
  paymentCode: z.string(),
  carrierName: z.string(),
  date: z.string(),
  currencyId: z.number().int(),
  grossCents: z.number().int(),
  feeCents: z.number().int(),
});

/** `…/revenue_share_invoices` and `…/subscription_invoices`: one page, with the fees' sum per currency. */
export const statementInvoicesPageSchema = pageSchema(statementInvoiceSchema).extend({
  totals: z.array(z.object({ currencyId: z.number().int(), count: z.number().int(), feeCents: z.number().int() })),
});
export type StatementInvoicesPage = z.infer<typeof statementInvoicesPageSchema>;
