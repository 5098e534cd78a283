import {
  type FactorAssignmentCandidate,
  type FactorAssignmentCandidatesQuery,
  maxCarrierMatches,
  type ProposeFactorAssignment,
} from '#shared/schemas/admin-factor-assignments.ts';
import type { DocumentActor } from '../domain/noa/document.ts';
import {
  approvalPlan,
  type CarrierFactorAnswer,
  type Decision,
  decideProposal,
  type FactorAssignmentAction,
  type FactorAssignmentProposal,
  planProposal,
} from '../domain/noa/factor-assignment.ts';
import { findCarriersByName, getCompanyNames } from '../repositories/companies.ts';
import { nextId } from '../repositories/counters.ts';
import {
  factorAssignmentRequestStep,
  factorAssignmentStep,
  findFactorAssignment,
  getFactorAssignment,
  getFactorAssignmentRequest,
  listCarrierFactorAssignments,
  listFactorAssignmentsByStatus,
  listHeldRelationships,
  listRecentFactorAssignments,
} from '../repositories/factor-assignments.ts';
import { getFactorOfRecord } from '../repositories/factor-of-record.ts';
import { getRelationship, listRelationships, type RelationshipRecord } from '../repositories/relationships.ts';
import { syncInvoiceFactors, syncInvoiceHolds, writeCarrierChange } from './factor-of-record.ts';

/** The history shows this many of the newest proposals. */
export const factorAssignmentHistoryLimit = 100;
/** Concurrent changes to the same carrier are read again and decided again this many times. */
const attempts = 3;

/**
 * The relationships that may need a correction: every relationship held by the factor-of-record
 * model (a mismatch, a wait for an LOR, a fraud review, a pending proposal), or with `carrierId`
 * every relationship of that carrier (a wrong factor the records agree with holds nothing), or with
 * `carrierName` those of the carriers whose name starts so (the first `maxCarrierMatches` by name).
 */
export async function factorAssignmentCandidates(
  query: FactorAssignmentCandidatesQuery,
): Promise<{ items: FactorAssignmentCandidate[] }> {
  const relationships = query.carrierId
    ? await listRelationships(query.carrierId)
    : query.carrierName
      ? (
          await Promise.all(
            (await findCarriersByName(query.carrierName, maxCarrierMatches)).map((c) => listRelationships(c.id)),
          )
        ).flat()
      : await listHeldRelationships();
  const carriers = [...new Set(relationships.map((r) => r.payeeId))];
  const [records, proposals, names] = await Promise.all([
    Promise.all(carriers.map((id) => getFactorOfRecord(id))),
    Promise.all(carriers.map((id) => listCarrierFactorAssignments(id))),
    getCompanyNames(carriers),
  ]);
  const recordOf = new Map(records.map((r) => [r.payeeId, r]));
  const pending = new Map(
    proposals
      .flat()
      .filter((p) => p.status === 'pending')
      .map((p) => [p.relationshipId, p.id]),
  );
  const items = relationships.map((r): FactorAssignmentCandidate => {
    const record = recordOf.get(r.payeeId);
    return {
      payeeId: r.payeeId,
      payeeName: names.get(r.payeeId) ?? '',
      relationshipId: r.id,
      payorId: r.payorId,
      payorName: r.payorName,
      assignedFactorId: r.assignedFactorId,
      assignedFactorName: r.assignedFactorId === null ? null : r.factorName,
      factorOfRecordId: record?.factorId ?? null,
      factorOfRecordName: record?.factorName ?? null,
      holds: (r.factorHolds ?? []).map((h) => ({ reason: h.reason, since: h.since })),
      pendingProposalId: pending.get(r.id) ?? null,
    };
  });
  items.sort((a, b) => a.payeeName.localeCompare(b.payeeName) || a.payorName.localeCompare(b.payorName));
  return { items };
}

export type ProposeResult =
  | { kind: 'created' | 'repeated'; proposal: FactorAssignmentProposal }
  | { kind: 'notFound' }
  | { kind: 'refused'; reason: 'nothingToChange' | 'noFactorOfRecord' | 'alreadyProposed' }
  | { kind: 'conflict' };

/**
 * Records a proposal and holds its relationship (ADMIN_UPDATE_RELATIONSHIPS_HOLD) in one
 * transaction, through the factor-of-record model: nobody is paid on it until it is decided. The
 * same create again (its Idempotency-Key) answers the proposal it made.
 */
export async function proposeFactorAssignment(input: {
  request: Omit<ProposeFactorAssignment, 'action'> & { action: FactorAssignmentAction };
  actor: DocumentActor & { userId: number };
  idempotencyKey: string | undefined;
  now: Date;
  /** The carrier's answer behind it (payee-factor-mismatches.ts); absent when staff propose. */
  carrierAnswer?: CarrierFactorAnswer;
}): Promise<ProposeResult> {
  const { request, actor, idempotencyKey, now, carrierAnswer } = input;
  let id: number | null = null;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const repeat = idempotencyKey ? await repeatedProposal(actor.userId, idempotencyKey) : null;
    if (repeat) return { kind: 'repeated', proposal: repeat };
    const relationship = await getRelationship(request.payeeId, request.relationshipId);
    if (!relationship) return { kind: 'notFound' };
    const [record, proposals] = await Promise.all([
      getFactorOfRecord(request.payeeId),
      listCarrierFactorAssignments(request.payeeId),
    ]);
    const plan = planProposal(
      request.action,
      record,
      relationship,
      proposals.filter((p) => p.status === 'pending'),
    );
    if (plan.kind === 'refused') return plan;
    id ??= await nextId('factor-assignment');
    const names = await getCompanyNames([request.payeeId, ...[plan.before, plan.after].filter((f) => f !== null)]);
    const proposal: FactorAssignmentProposal = {
      id,
      payeeId: request.payeeId,
      payeeName: names.get(request.payeeId) ?? '',
      relationshipId: relationship.id,
      payorId: relationship.payorId,
      payorName: relationship.payorName,
      action: request.action,
      before: plan.before,
      beforeName: plan.before === null ? null : (names.get(plan.before) ?? relationship.factorName),
      after: plan.after,
      afterName: plan.after === null ? null : (names.get(plan.after) ?? null),
      reason: request.reason,
      status: 'pending',
      proposedBy: actor,
      proposedAt: now.toISOString(),
      decidedBy: null,
      decidedAt: null,
      decisionNote: null,
      ...(carrierAnswer ? { carrierRequest: { answer: carrierAnswer, factorOfRecordId: record.factorId } } : {}),
      version: 0,
    };
    const result = await writeCarrierChange({
      payeeId: request.payeeId,
      proposal,
      alongside: [
        factorAssignmentStep(proposal),
        ...(idempotencyKey ? [factorAssignmentRequestStep(actor.userId, idempotencyKey, proposal)] : []),
      ],
      now,
    });
    if (result.written) {
      await syncInvoiceHolds(held(result), now);
      return { kind: 'created', proposal: { ...proposal, version: 1 } };
    }
  }
  return { kind: 'conflict' };
}

async function repeatedProposal(userId: number, idempotencyKey: string): Promise<FactorAssignmentProposal | null> {
  const request = await getFactorAssignmentRequest(userId, idempotencyKey);
  return request ? getFactorAssignment(request.payeeId, request.proposalId) : null;
}

function held(result: { relationships: RelationshipRecord[]; holdsChanged: number[] }): RelationshipRecord[] {
  return result.relationships.filter((r) => result.holdsChanged.includes(r.id));
}

export type DecideResult =
  | { kind: 'decided'; proposal: FactorAssignmentProposal }
  | { kind: 'notFound' }
  | { kind: 'refused'; reason: 'ownProposal' | 'notPending' | 'documentsRequired' | 'stale' }
  | { kind: 'conflict' };

/**
 * Decides a pending proposal on the version the ops manager saw. Approval applies its change through
 * the factor-of-record model (`writeCarrierChange`: the relationship's factor, the hold released and
 * the proposal decided in one transaction); rejection releases the hold and changes nothing else.
 * The same decision again by the same person answers the proposal as decided; a proposal decided
 * otherwise, or changed since, is a conflict.
 */
export async function decideFactorAssignment(input: {
  proposalId: number;
  decision: Decision;
  /** The version the person saw (If-Match), read once the proposal is known to exist. */
  version: () => number;
  actor: DocumentActor;
  now: Date;
}): Promise<DecideResult> {
  const { decision, actor, now } = input;
  const proposal = await findFactorAssignment(input.proposalId);
  if (!proposal) return { kind: 'notFound' };
  const seen = input.version();
  if (proposal.version !== seen) {
    const same =
      proposal.status === (decision.kind === 'approve' ? 'approved' : 'rejected') &&
      proposal.decidedBy?.userId === actor.userId &&
      proposal.version === seen + 1;
    return same ? { kind: 'decided', proposal } : { kind: 'conflict' };
  }
  const decided = decideProposal(proposal, decision, actor, now);
  if (decided.kind === 'refused') return decided;
  const next = { ...decided.proposal, version: proposal.version };
  const alongside = [factorAssignmentStep(next)];
  if (decision.kind === 'reject') {
    return written(await writeCarrierChange({ payeeId: proposal.payeeId, proposal: next, alongside, now }), next, now);
  }
  const [record, relationship] = await Promise.all([
    getFactorOfRecord(proposal.payeeId),
    getRelationship(proposal.payeeId, proposal.relationshipId),
  ]);
  const plan = relationship ? approvalPlan(proposal, record, relationship) : null;
  if (!plan) return { kind: 'refused', reason: 'stale' };
  const factorNames = new Map(proposal.after === null ? [] : [[proposal.after, proposal.afterName ?? '']]);
  const result = await writeCarrierChange({
    payeeId: proposal.payeeId,
    proposal: next,
    plan,
    factorNames,
    alongside,
    now,
  });
  const answer = await written(result, next, now);
  if (answer.kind === 'decided' && result.written) {
    await syncInvoiceFactors(result.relationships.filter((r) => r.id === proposal.relationshipId));
  }
  return answer;
}

async function written(
  result: Awaited<ReturnType<typeof writeCarrierChange>>,
  next: FactorAssignmentProposal,
  now: Date,
): Promise<DecideResult> {
  if (!result.written) return { kind: 'conflict' };
  await syncInvoiceHolds(held(result), now);
  return { kind: 'decided', proposal: { ...next, version: next.version + 1 } };
}

/** The proposals waiting for a decision, the longest waiting first. */
export async function pendingFactorAssignments(): Promise<{ items: FactorAssignmentProposal[] }> {
  return { items: await listFactorAssignmentsByStatus('pending') };
}

export async function factorAssignment(id: number): Promise<FactorAssignmentProposal | null> {
  return findFactorAssignment(id);
}

/** The newest proposals with their decisions. */
export async function factorAssignmentHistory(): Promise<{ items: FactorAssignmentProposal[] }> {
  return { items: await listRecentFactorAssignments(factorAssignmentHistoryLimit) };
}
