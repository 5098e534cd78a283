import * as z from 'zod';
import { singleLineText } from '../validation/text.ts';
import { listQuerySchema, pageSchema } from './list-query.ts';

/**
 * The factor's clients (the carriers whose relationships are assigned to it) and debtors (the
 * payors of those relationships), issue 16. A client's id is its company's.
 */

/** What makes a hold go (the portal releases it by itself once that happens). */
export const HoldResolution = {
  /** An LOR from the carrier's factor of record (or the other factor's NOA withdrawn). */
  LorFromFactorOfRecord: 'lorFromFactorOfRecord',
  /** An NOA or LOR that makes the assigned factor and the factor of record agree. */
  FactorsAgree: 'factorsAgree',
  /** The fraud investigation of the document cleared or confirmed. */
  FraudReview: 'fraudReview',
} as const;
export type HoldResolution = (typeof HoldResolution)[keyof typeof HoldResolution];

/** Whether the factor is the client's factor of record (one per carrier, across its debtors). */
export const FactorOfRecordState = { ThisFactor: 'thisFactor', OtherFactor: 'otherFactor', None: 'none' } as const;
export type FactorOfRecordState = (typeof FactorOfRecordState)[keyof typeof FactorOfRecordState];

const holdSchema = z.object({
  reasonId: z.number().int(),
  since: z.string(),
  resolvedBy: z.enum(Object.values(HoldResolution)),
});

export const factorClientSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    mcNumber: z.string().nullable(),
    dotNumber: z.string().nullable(),
    factorOfRecord: z.enum(Object.values(FactorOfRecordState)),
    /** The debtors assigned to the factor, each with its holds and the cooling-off window of a new NOA. */
    debtors: z.array(
      z.object({
        payeeRelationshipId: z.number().int(),
        debtorId: z.number().int(),
        debtorName: z.string(),
        coolingOffUntil: z.string().nullable(),
        holds: z.array(holdSchema),
      }),
    ),
  })
  .meta({ id: 'FactorClient' });
export type FactorClient = z.infer<typeof factorClientSchema>;

/** `GET factor/payee_relationships`: the list conventions and a search in names, MC and DOT numbers. */
export const factorClientListQuerySchema = listQuerySchema.extend({
  q: singleLineText().trim().max(64, { error: 'validation.invalid' }).optional(),
});
export type FactorClientListQuery = z.infer<typeof factorClientListQuerySchema>;

export const factorClientPageSchema = pageSchema(factorClientSchema).meta({ id: 'FactorClientPage' });
export type FactorClientPage = z.infer<typeof factorClientPageSchema>;

const countAndCents = z.object({ count: z.number().int(), cents: z.number().int() });

/** A debtor: its clients assigned to the factor and, per currency, what is open, approved and held. */
export const factorDebtorSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    clients: z.array(z.object({ clientId: z.number().int(), clientName: z.string() })),
    totals: z.array(
      z.object({ currencyId: z.number().int(), open: countAndCents, approved: countAndCents, held: countAndCents }),
    ),
  })
  .meta({ id: 'FactorDebtor' });
export type FactorDebtor = z.infer<typeof factorDebtorSchema>;

export const factorDebtorListSchema = z.object({ items: z.array(factorDebtorSchema) }).meta({ id: 'FactorDebtors' });
export type FactorDebtorList = z.infer<typeof factorDebtorListSchema>;
