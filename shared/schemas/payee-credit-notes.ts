import * as z from 'zod';
import { CreditNoteBalanceState, CreditNoteStatus } from '../enums/credit-note-status.ts';
import { DatePreset } from '../enums/date-preset.ts';
import { isoDateSchema } from '../validation/date.ts';
import { singleLineText } from '../validation/text.ts';
import { listQuerySchema, pageSchema, repeatedQuery } from './list-query.ts';
import {
  creditNoteDateTypes,
  creditNoteStatusSchema,
  dateTypeIdSchema,
  invoiceSearchMaxLength,
} from './payee-invoices.ts';

/**
 * The payee's credit notes (seeds 000 §2.5 credit note page, §3 credit note statuses, §7): a
 * payor's credit against the carrier, paid back by deductions from later payments.
 */

export const CreditNoteSortField = {
  CreatedDate: 'createdDate',
  AppliedDate: 'appliedDate',
  ReferenceNumber: 'referenceNumber',
  PayorName: 'payorName',
  Status: 'status',
  AmountCents: 'amountCents',
  BalanceCents: 'balanceCents',
} as const;
export type CreditNoteSortField = (typeof CreditNoteSortField)[keyof typeof CreditNoteSortField];

export const creditNoteListQuerySchema = listQuerySchema
  .extend({
    sortField: z.enum(Object.values(CreditNoteSortField), { error: 'validation.invalid' }).optional(),
    dateTypeId: z.coerce
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.invalid' })
      .refine((id) => (creditNoteDateTypes as readonly number[]).includes(id), { error: 'validation.invalid' })
      .optional(),
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    datePreset: z.enum(Object.values(DatePreset), { error: 'validation.invalid' }).optional(),
    status: repeatedQuery(creditNoteStatusSchema).optional(),
    payeeRelationshipId: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
    payorId: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
    q: singleLineText().trim().max(invoiceSearchMaxLength, { error: 'validation.invalid' }).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.startDate && query.endDate && query.startDate > query.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'errors.invoice.endBeforeStart' });
    }
  });
export type CreditNoteListQuery = z.infer<typeof creditNoteListQuerySchema>;
export type CreditNoteListQueryInput = z.input<typeof creditNoteListQuerySchema>;

export const creditNoteSchema = z
  .object({
    id: z.number().int(),
    referenceNumber: z.string(),
    payorId: z.number().int(),
    payorName: z.string(),
    payeeRelationshipId: z.number().int().nullable(),
    status: creditNoteStatusSchema,
    /** Unpaid or partially paid while an amount is still to be deducted; null once settled. */
    balanceState: z.enum(Object.values(CreditNoteBalanceState)).nullable(),
    currencyId: z.number().int(),
    amountCents: z.number().int(),
    appliedCents: z.number().int(),
    /** What is still to be deducted from later payments. */
    balanceCents: z.number().int(),
    createdDate: z.string(),
    appliedDate: z.string().nullable(),
  })
  .meta({ id: 'PayeeCreditNote' });
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const creditNoteTotalsSchema = z.object({
  currencyId: z.number().int(),
  count: z.number().int(),
  amountCents: z.number().int(),
  balanceCents: z.number().int(),
});

export const creditNotePageSchema = pageSchema(creditNoteSchema)
  .extend({ totals: z.array(creditNoteTotalsSchema) })
  .meta({ id: 'PayeeCreditNotesPage' });
export type CreditNotePage = z.infer<typeof creditNotePageSchema>;

export const creditNoteStatusesQuerySchema = z
  .object({
    dateTypeId: z.coerce
      .number({ error: 'validation.invalid' })
      .int()
      .refine((id) => (creditNoteDateTypes as readonly number[]).includes(id), { error: 'validation.invalid' })
      .optional(),
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    datePreset: z.enum(Object.values(DatePreset), { error: 'validation.invalid' }).optional(),
    payeeRelationshipId: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
    sessionCurrencyId: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
  })
  .superRefine((query, ctx) => {
    if (query.startDate && query.endDate && query.startDate > query.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'errors.invoice.endBeforeStart' });
    }
  });
export type CreditNoteStatusesQuery = z.infer<typeof creditNoteStatusesQuerySchema>;

export const creditNoteStatusSummarySchema = z
  .object({
    creditNoteStatuses: z.array(
      z.object({ id: creditNoteStatusSchema, amount: z.number().int(), count: z.number().int() }),
    ),
  })
  .meta({ id: 'PayeeCreditNoteStatusSummary' });
export type CreditNoteStatusSummary = z.infer<typeof creditNoteStatusSummarySchema>;

export const creditNoteDateTypesSchema = z
  .object({ dateTypes: z.array(z.object({ id: dateTypeIdSchema, name: z.string() })) })
  .meta({ id: 'CreditNoteDateTypes' });

/** Every credit note status, in the order the screens list them. */
export const creditNoteStatuses = Object.values(CreditNoteStatus);
