import * as z from 'zod';
import { HoldReason } from '../enums/hold-reason.ts';
import { multiLineText } from '../validation/text.ts';

/**
 * The staff's factor assignment (seeds 001 §2 factor-assignment, /audit, /history): corrections of
 * a carrier's factor on one payor relationship outside any document, proposed by one staff member
 * and approved or rejected by an ops manager who did not propose it.
 */

/** What staff propose themselves; adopting the relationship's factor comes only from the carrier's answer. */
export const factorAssignmentActions = ['assignFactorOfRecord', 'removeFactor'] as const;
export const proposalActions = [...factorAssignmentActions, 'adoptRelationshipFactor'] as const;
/** The carrier's answers to its 'IncorrectFactor' step (functions/domain/noa/factor-assignment.ts). */
export const carrierFactorAnswers = ['factorOfRecord', 'relationshipFactor', 'noFactor'] as const;
export const factorAssignmentStatuses = ['pending', 'approved', 'rejected'] as const;
/** The longest reason or note kept with a proposal or a decision. */
export const maxFactorAssignmentReason = 1000;

const positiveId = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid' })
  .positive({ error: 'validation.invalid' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'validation.invalid' });

const reasonText = multiLineText({ error: 'validation.required' })
  .trim()
  .max(maxFactorAssignmentReason, { error: 'validation.invalid' });

const actorSchema = z.object({ userId: z.number().int().nullable(), name: z.string().nullable() });

/** `GET admin/factor_assignments/relationships`: the held relationships, or one carrier's (by id), or those of the carriers a name finds. */
export const factorAssignmentCandidatesQuerySchema = z.object({
  carrierId: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .positive({ error: 'validation.invalid' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'validation.invalid' })
    .optional(),
  /** The start of a carrier's name: the relationships of the carriers it finds (at most `maxCarrierMatches`). */
  carrierName: z
    .string()
    .trim()
    .min(2, { error: 'validation.invalid' })
    .max(100, { error: 'validation.invalid' })
    .optional(),
});
/** A name search shows the relationships of at most this many carriers. */
export const maxCarrierMatches = 10;
export type FactorAssignmentCandidatesQuery = z.infer<typeof factorAssignmentCandidatesQuerySchema>;

/** A relationship as the factor assignment screen shows it: its factor beside the carrier's factor of record. */
export const factorAssignmentCandidateSchema = z
  .object({
    payeeId: z.number().int(),
    payeeName: z.string(),
    relationshipId: z.number().int(),
    payorId: z.number().int(),
    payorName: z.string(),
    assignedFactorId: z.number().int().nullable(),
    assignedFactorName: z.string().nullable(),
    factorOfRecordId: z.number().int().nullable(),
    factorOfRecordName: z.string().nullable(),
    holds: z.array(
      z.object({
        reason: z.union(Object.values(HoldReason).map((id) => z.literal(id))),
        since: z.string(),
      }),
    ),
    /** The proposal waiting for approval on it, if any (one at a time). */
    pendingProposalId: z.number().int().nullable(),
  })
  .meta({ id: 'FactorAssignmentCandidate' });
export type FactorAssignmentCandidate = z.infer<typeof factorAssignmentCandidateSchema>;

export const factorAssignmentCandidatesSchema = z
  .object({ items: z.array(factorAssignmentCandidateSchema) })
  .meta({ id: 'FactorAssignmentCandidates' });

/** `POST admin/factor_assignments`: the correction proposed and why. */
export const proposeFactorAssignmentSchema = z
  .object({
    payeeId: positiveId,
    relationshipId: positiveId,
    action: z.enum(factorAssignmentActions, { error: 'validation.required' }),
    reason: reasonText.min(1, { error: 'validation.required' }),
  })
  .meta({ id: 'ProposeFactorAssignment' });
export type ProposeFactorAssignment = z.infer<typeof proposeFactorAssignmentSchema>;

/** `POST admin/factor_assignments/{id}/decision`: approve or reject, with an optional note. */
export const decideFactorAssignmentSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'validation.required' }),
    note: reasonText.nullable().optional(),
  })
  .meta({ id: 'DecideFactorAssignment' });
export type DecideFactorAssignment = z.infer<typeof decideFactorAssignmentSchema>;

export const factorAssignmentSchema = z
  .object({
    id: z.number().int(),
    payeeId: z.number().int(),
    payeeName: z.string(),
    relationshipId: z.number().int(),
    payorId: z.number().int(),
    payorName: z.string(),
    action: z.enum(proposalActions),
    before: z.number().int().nullable(),
    beforeName: z.string().nullable(),
    after: z.number().int().nullable(),
    afterName: z.string().nullable(),
    reason: z.string(),
    status: z.enum(factorAssignmentStatuses),
    proposedBy: actorSchema,
    proposedAt: z.string(),
    decidedBy: actorSchema.nullable(),
    decidedAt: z.string().nullable(),
    decisionNote: z.string().nullable(),
    /** Present when the carrier proposed it from its missing-details step (`proposedBy` is its user). */
    carrierRequest: z
      .object({ answer: z.enum(carrierFactorAnswers), factorOfRecordId: z.number().int().nullable() })
      .optional(),
    version: z.number().int(),
  })
  .meta({ id: 'FactorAssignment' });
export type FactorAssignment = z.infer<typeof factorAssignmentSchema>;

/** The pending proposals (the audit queue, longest waiting first) or the history (newest first). */
export const factorAssignmentListSchema = z
  .object({ items: z.array(factorAssignmentSchema) })
  .meta({ id: 'FactorAssignmentList' });
