import type { DocumentActor } from './document.ts';
import type { ApplicationPlan, AssignableRelationship, FactorOfRecord } from './factor-of-record.ts';

/**
 * A staff correction of one relationship's factor outside any document (seeds 001 §2
 * factor-assignment): give it the carrier's factor of record or take a wrong factor off it. The
 * carrier may also say the relationship's own factor is its factor now (`CarrierAnswer`): that is
 * recorded for staff, but only that factor's NOA and the old factor's letter of release change a
 * factor of record, so it can be rejected (once the documents are asked for), never approved.
 */
export type FactorAssignmentAction = 'assignFactorOfRecord' | 'removeFactor' | 'adoptRelationshipFactor';

/**
 * The carrier's answer to its missing-details 'IncorrectFactor' step (seeds 000 §2.2): which factor
 * it works with now for a relationship whose factor is not its factor of record.
 */
export type CarrierFactorAnswer = 'factorOfRecord' | 'relationshipFactor' | 'noFactor';

/** The proposal each answer becomes: the answer never moves money until staff approve it. */
export const carrierAnswerAction: Record<CarrierFactorAnswer, FactorAssignmentAction> = {
  factorOfRecord: 'assignFactorOfRecord',
  relationshipFactor: 'adoptRelationshipFactor',
  noFactor: 'removeFactor',
};

/**
 * A proposal the carrier asked for (its user is `proposedBy`, the time `proposedAt`): the answer and
 * the factor of record it was given against, so the step is asked again only if that changes.
 */
export type CarrierRequest = { answer: CarrierFactorAnswer; factorOfRecordId: number | null };

export type FactorAssignmentStatus = 'pending' | 'approved' | 'rejected';

/**
 * A proposed correction and its decision. While pending it holds the relationship
 * (ADMIN_UPDATE_RELATIONSHIPS_HOLD, holds.ts) and changes nobody's pay; an OpsManager other than the
 * proposer approves it (the factor changes through the factor-of-record model) or rejects it.
 */
export type FactorAssignmentProposal = {
  id: number;
  payeeId: number;
  payeeName: string;
  relationshipId: number;
  payorId: number;
  payorName: string;
  action: FactorAssignmentAction;
  /** The relationship's factor when proposed, and what it becomes (with names for the screens). */
  before: number | null;
  beforeName: string | null;
  after: number | null;
  afterName: string | null;
  reason: string;
  status: FactorAssignmentStatus;
  proposedBy: DocumentActor;
  proposedAt: string;
  decidedBy: DocumentActor | null;
  decidedAt: string | null;
  decisionNote: string | null;
  /** Set when the carrier proposed it (its missing-details step); absent on the staff's own. */
  carrierRequest?: CarrierRequest;
  /** Stored proposals start at 1; each decision writes the next. */
  version: number;
};

export type ProposalPlan =
  | { kind: 'ok'; before: number | null; after: number | null }
  /** Nothing to change (already so), no factor of record to assign, or a proposal already waits. */
  | { kind: 'refused'; reason: 'nothingToChange' | 'noFactorOfRecord' | 'alreadyProposed' };

/**
 * What a proposal would change on a relationship (pure): assigning the factor of record needs one
 * and a relationship not already assigned to it; removing needs a factor on the relationship. One
 * pending proposal per relationship, so two people never stack corrections on the same one.
 */
export function planProposal(
  action: FactorAssignmentAction,
  factorOfRecord: Pick<FactorOfRecord, 'factorId'>,
  relationship: AssignableRelationship,
  pending: readonly Pick<FactorAssignmentProposal, 'relationshipId'>[],
): ProposalPlan {
  if (pending.some((p) => p.relationshipId === relationship.id)) return { kind: 'refused', reason: 'alreadyProposed' };
  const before = relationship.assignedFactorId;
  if (action === 'adoptRelationshipFactor') {
    // The carrier's word, kept for staff: the relationship keeps its factor until documents decide.
    return before === null || before === factorOfRecord.factorId
      ? { kind: 'refused', reason: 'nothingToChange' }
      : { kind: 'ok', before, after: before };
  }
  if (action === 'removeFactor') {
    return before === null ? { kind: 'refused', reason: 'nothingToChange' } : { kind: 'ok', before, after: null };
  }
  if (factorOfRecord.factorId === null) return { kind: 'refused', reason: 'noFactorOfRecord' };
  if (before === factorOfRecord.factorId) return { kind: 'refused', reason: 'nothingToChange' };
  return { kind: 'ok', before, after: factorOfRecord.factorId };
}

export type Decision = { kind: 'approve' | 'reject'; note: string | null };

export type DecisionResult =
  | { kind: 'decided'; proposal: FactorAssignmentProposal }
  | { kind: 'refused'; reason: 'ownProposal' | 'notPending' | 'documentsRequired' };

/**
 * A proposal decided (pure): only a pending one, and never by the person who proposed it (the
 * second pair of eyes is the point of the audit); a new factor of record only through documents.
 * The caller writes it on the version read.
 */
export function decideProposal(
  proposal: FactorAssignmentProposal,
  decision: Decision,
  actor: DocumentActor,
  now: Date,
): DecisionResult {
  if (proposal.status !== 'pending') return { kind: 'refused', reason: 'notPending' };
  if (actor.userId === null || actor.userId === proposal.proposedBy.userId) {
    return { kind: 'refused', reason: 'ownProposal' };
  }
  if (decision.kind === 'approve' && proposal.action === 'adoptRelationshipFactor') {
    return { kind: 'refused', reason: 'documentsRequired' };
  }
  return {
    kind: 'decided',
    proposal: {
      ...proposal,
      status: decision.kind === 'approve' ? 'approved' : 'rejected',
      decidedBy: actor,
      decidedAt: now.toISOString(),
      decisionNote: decision.note,
    },
  };
}

/**
 * The assignment an approved proposal applies, in the factor-of-record model's terms: its one
 * relationship from `before` to `after`, the factor of record untouched. Stale (null) when the
 * relationship no longer has the factor the proposal was made on, or assigning would now give it a
 * factor that is not of record: a document changed it meanwhile, and the proposal is decided again.
 */
export function approvalPlan(
  proposal: Pick<FactorAssignmentProposal, 'relationshipId' | 'before' | 'after' | 'action'>,
  factorOfRecord: Pick<FactorOfRecord, 'factorId'>,
  relationship: AssignableRelationship,
): Extract<ApplicationPlan, { kind: 'apply' }> | null {
  if (relationship.assignedFactorId !== proposal.before) return null;
  if (proposal.action === 'adoptRelationshipFactor') return null;
  if (proposal.action === 'assignFactorOfRecord' && proposal.after !== factorOfRecord.factorId) return null;
  return {
    kind: 'apply',
    factorOfRecord: { factorId: factorOfRecord.factorId, changed: false },
    relationships: [{ relationshipId: proposal.relationshipId, before: proposal.before, after: proposal.after }],
    movesMoney: true,
  };
}
