import { HoldReason } from '#shared/enums/hold-reason.ts';
import type { FactorAssignmentProposal } from './factor-assignment.ts';
import type { AssignableRelationship, FactorOfRecord } from './factor-of-record.ts';
import type { FactorHold } from './holds.ts';

type MismatchCandidate = AssignableRelationship & { factorHolds?: readonly Pick<FactorHold, 'reason'>[] };

type ProposalSeen = Pick<FactorAssignmentProposal, 'relationshipId' | 'status' | 'before' | 'carrierRequest'>;

/**
 * The relationships the carrier's missing-details 'IncorrectFactor' step (seeds 000 §2.2) asks
 * about: held for GLOBAL_FACTOR_MISMATCH (its factor is not the factor of record), with no
 * proposal waiting on it (staff, or the carrier's own answer, are already on it) and no answer of the
 * carrier's given for this same pair of factors. An answer staff rejected is not asked again while
 * the factors stay as they were: the carrier said what it knows, and staff took it from there.
 */
export function mismatchesToAnswer<R extends MismatchCandidate>(
  factorOfRecord: Pick<FactorOfRecord, 'factorId'>,
  relationships: readonly R[],
  proposals: readonly ProposalSeen[],
): R[] {
  return relationships.filter((relationship) => {
    const factor = relationship.assignedFactorId;
    if (factor === null || factor === factorOfRecord.factorId) return false;
    if (!relationship.factorHolds?.some((hold) => hold.reason === HoldReason.GLOBAL_FACTOR_MISMATCH)) return false;
    return !proposals.some(
      (proposal) =>
        proposal.relationshipId === relationship.id &&
        (proposal.status === 'pending' ||
          (proposal.carrierRequest !== undefined &&
            proposal.before === factor &&
            proposal.carrierRequest.factorOfRecordId === factorOfRecord.factorId)),
    );
  });
}

/** Whether any relationship is held as a mismatch at all: the one read most sessions stop at. */
export function hasMismatchHold(relationships: readonly MismatchCandidate[]): boolean {
  return relationships.some((r) => r.factorHolds?.some((hold) => hold.reason === HoldReason.GLOBAL_FACTOR_MISMATCH));
}
