import * as z from 'zod';
import { carrierFactorAnswers, factorAssignmentSchema } from './admin-factor-assignments.ts';

/**
 * The carrier's missing-details 'IncorrectFactor' step (seeds 000 §2.2): the payors whose
 * relationship names a factor other than the carrier's factor of record, and the carrier's answer
 * for each, which becomes a factor-assignment proposal staff audit.
 */

const factorSchema = z.object({ id: z.number().int(), name: z.string() });

export const factorMismatchesSchema = z
  .object({
    /** The carrier's factor of record; null when it has none (then the relationship's factor is the odd one). */
    factorOfRecord: factorSchema.nullable(),
    /** The relationships still to answer for. */
    items: z.array(z.object({ relationshipId: z.number().int(), payorName: z.string(), factor: factorSchema })),
    /** Whether the signed-in user may answer (may manage the company's money). */
    canAnswer: z.boolean(),
    /** Who in the company may answer, for those who may not. */
    answerers: z.array(z.object({ name: z.string(), email: z.string() })),
  })
  .meta({ id: 'FactorMismatches' });
export type FactorMismatches = z.infer<typeof factorMismatchesSchema>;

/** `POST payee/factor_mismatches/{id}/answer`: which factor the carrier works with now for that payor. */
export const factorMismatchAnswerSchema = z
  .object({ answer: z.enum(carrierFactorAnswers, { error: 'validation.required' }) })
  .meta({ id: 'FactorMismatchAnswer' });
export type FactorMismatchAnswer = z.infer<typeof factorMismatchAnswerSchema>;

/** The proposal the answer made, as staff will audit it. */
export const factorMismatchAnsweredSchema = factorAssignmentSchema;
