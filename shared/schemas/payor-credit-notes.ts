import * as z from 'zod';
import { CreditNoteBalanceState, CreditNoteStatus } from '../enums/credit-note-status.ts';
import { DatePreset } from '../enums/date-preset.ts';
import { isoDateSchema } from '../validation/date.ts';
import { singleLineText } from '../validation/text.ts';
import { listQuerySchema, pageSchema, repeatedQuery } from './list-query.ts';

/**
 * The payor's credit notes (EnableCreditNotes 29): a credit the payor issues against a carrier it
 * has a relationship with, repaid by the payout run from that carrier's next payments from the
 * payor. Money is integer cents.
 */

/** Largest credit note the portal accepts: $1,000,000.00. */
export const maxCreditNoteCents = 100_000_000;
export const creditNoteReasonMaxLength = 200;

export const creditNoteIssueSchema = z
  .object({
    payeeRelationshipId: z
      .number({ error: 'validation.required' })
      .int({ error: 'validation.invalid' })
      .positive({ error: 'validation.invalid' }),
    /** Unique per payor (any case): issuing the same note again answers the first one. */
    referenceNumber: singleLineText({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(40, { error: 'validation.invalid' })
      .regex(/^[A-Za-z0-9][A-Za-z0-9\-_./ ]*$/, { error: 'validation.invalid' }),
    amountCents: z
      .number({ error: 'validation.required' })
      .int({ error: 'validation.invalid' })
      .positive({ error: 'validation.required' })
      .max(maxCreditNoteCents, { error: 'validation.invalid' }),
    reason: singleLineText({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(creditNoteReasonMaxLength, { error: 'validation.invalid' }),
  })
  .meta({ id: 'PayorCreditNoteIssue' });
export type CreditNoteIssue = z.infer<typeof creditNoteIssueSchema>;
export type CreditNoteIssueInput = z.input<typeof creditNoteIssueSchema>;

const creditNoteStatusSchema = z.enum(Object.values(CreditNoteStatus), { error: 'validation.invalid' });

export const PayorCreditNoteSortField = {
  CreatedDate: 'createdDate',
  AppliedDate: 'appliedDate',
  ReferenceNumber: 'referenceNumber',
  CarrierName: 'carrierName',
  Status: 'status',
  AmountCents: 'amountCents',
  BalanceCents: 'balanceCents',
} as const;
export type PayorCreditNoteSortField = (typeof PayorCreditNoteSortField)[keyof typeof PayorCreditNoteSortField];

/** `GET payor/credit_notes`: created-date range (or preset), statuses, carrier, reference search. */
export const payorCreditNotesQuerySchema = listQuerySchema
  .extend({
    sortField: z.enum(Object.values(PayorCreditNoteSortField), { error: 'validation.invalid' }).optional(),
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    datePreset: z.enum(Object.values(DatePreset), { error: 'validation.invalid' }).optional(),
    status: repeatedQuery(creditNoteStatusSchema).optional(),
    payeeId: z.coerce
      .number({ error: 'validation.invalid' })
      .int()
      .positive({ error: 'validation.invalid' })
      .optional(),
    q: singleLineText().trim().max(40, { error: 'validation.invalid' }).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.startDate && query.endDate && query.startDate > query.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.invalid' });
    }
  });
export type PayorCreditNotesQuery = z.infer<typeof payorCreditNotesQuerySchema>;
export type PayorCreditNotesQueryInput = z.input<typeof payorCreditNotesQuerySchema>;

export const payorCreditNoteSchema = z
  .object({
    id: z.number().int(),
    referenceNumber: z.string(),
    payeeId: z.number().int(),
    carrierName: z.string(),
    payeeRelationshipId: z.number().int().nullable(),
    status: creditNoteStatusSchema,
    balanceState: z.enum(Object.values(CreditNoteBalanceState)).nullable(),
    currencyId: z.number().int(),
    amountCents: z.number().int(),
    appliedCents: z.number().int(),
    /** Still to be repaid from the carrier's later payments. */
    balanceCents: z.number().int(),
    reason: z.string().nullable(),
    createdDate: z.string(),
    appliedDate: z.string().nullable(),
  })
  .meta({ id: 'PayorCreditNote' });
export type PayorCreditNote = z.infer<typeof payorCreditNoteSchema>;

export const payorCreditNoteDetailsSchema = payorCreditNoteSchema
  .extend({
    issuedBy: z.string().nullable(),
    createdAt: z.string().nullable(),
    applications: z.array(
      z.object({
        paymentId: z.string(),
        paymentCode: z.string(),
        paidDate: z.string(),
        amountCents: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'PayorCreditNoteDetails' });
export type PayorCreditNoteDetails = z.infer<typeof payorCreditNoteDetailsSchema>;

export const payorCreditNotesPageSchema = pageSchema(payorCreditNoteSchema)
  .extend({
    totals: z.array(
      z.object({
        currencyId: z.number().int(),
        count: z.number().int(),
        amountCents: z.number().int(),
        appliedCents: z.number().int(),
        balanceCents: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'PayorCreditNotesPage' });
export type PayorCreditNotesPage = z.infer<typeof payorCreditNotesPageSchema>;

/** A carrier the payor may issue a credit note to: one of its relationships. */
export const creditNoteCarriersSchema = z
  .object({
    carriers: z.array(
      z.object({ payeeRelationshipId: z.number().int(), carrierName: z.string(), currencyId: z.number().int() }),
    ),
  })
  .meta({ id: 'PayorCreditNoteCarriers' });
export type CreditNoteCarriers = z.infer<typeof creditNoteCarriersSchema>;
