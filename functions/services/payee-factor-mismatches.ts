import { PayeeFeature, payeeFeatureRoles } from '#shared/permissions/payee.ts';
import { hasAnyRole, type RoleIds } from '#shared/permissions/roles.ts';
import type { FactorMismatches } from '#shared/schemas/payee-factor-mismatches.ts';
import {
  type CarrierFactorAnswer,
  carrierAnswerAction,
  type FactorAssignmentProposal,
} from '../domain/noa/factor-assignment.ts';
import { mismatchesToAnswer } from '../domain/noa/incorrect-factor.ts';
import { listCarrierFactorAssignments } from '../repositories/factor-assignments.ts';
import { getFactorOfRecord } from '../repositories/factor-of-record.ts';
import { listCompanyMemberships } from '../repositories/memberships.ts';
import { getRelationship } from '../repositories/relationships.ts';
import { getUsers } from '../repositories/users.ts';
import { proposeFactorAssignment } from './admin-factor-assignments.ts';
import { carrierMismatches } from './incorrect-factor-due.ts';

/** Who may answer the step: whoever may manage the company's money (the wallet's roles). */
const answererRoles = payeeFeatureRoles(PayeeFeature.Wallet) ?? [];

export function mayAnswerFactorMismatch(roleIds: RoleIds): boolean {
  return hasAnyRole(roleIds, answererRoles);
}

/** The step's page: the payors whose relationship names another factor, and who may answer. */
export async function payeeFactorMismatches(payeeId: number, roleIds: RoleIds): Promise<FactorMismatches> {
  const state = await carrierMismatches(payeeId);
  const members = await listCompanyMemberships(payeeId);
  const answerers = await getUsers(members.filter((m) => mayAnswerFactorMismatch(m.roleIds)).map((m) => m.userId));
  return {
    factorOfRecord:
      state?.record.factorId != null ? { id: state.record.factorId, name: state.record.factorName ?? '' } : null,
    items: (state?.open ?? []).map((r) => ({
      relationshipId: r.id,
      payorName: r.payorName,
      factor: { id: r.assignedFactorId ?? 0, name: r.factorName ?? '' },
    })),
    canAnswer: mayAnswerFactorMismatch(roleIds),
    answerers: answerers.map((u) => ({ name: u.name, email: u.email })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export type AnswerResult =
  | { kind: 'created' | 'repeated'; proposal: FactorAssignmentProposal }
  | { kind: 'notFound' }
  | { kind: 'notAsked' }
  /** 'The factor of record' answered for a carrier that has none. */
  | { kind: 'noFactorOfRecord' }
  | { kind: 'conflict' };

/**
 * The carrier's answer for one relationship, recorded as a factor-assignment proposal for staff to
 * audit (`carrierAnswerAction`): it holds the relationship and moves no money until an ops manager
 * approves it. Answering again (the same Idempotency-Key, or any answer once one is recorded for
 * these factors) answers the proposal already made and changes nothing.
 */
export async function answerFactorMismatch(input: {
  payeeId: number;
  relationshipId: number;
  answer: CarrierFactorAnswer;
  actor: { userId: number; name: string };
  idempotencyKey: string | undefined;
  now: Date;
}): Promise<AnswerResult> {
  const { payeeId, relationshipId, answer, actor, idempotencyKey, now } = input;
  const relationship = await getRelationship(payeeId, relationshipId);
  if (!relationship) return { kind: 'notFound' };
  const [record, proposals] = await Promise.all([getFactorOfRecord(payeeId), listCarrierFactorAssignments(payeeId)]);
  const answered = proposals.find(
    (p) =>
      p.relationshipId === relationshipId &&
      p.carrierRequest !== undefined &&
      p.before === relationship.assignedFactorId &&
      p.carrierRequest.factorOfRecordId === record.factorId,
  );
  if (answered) return { kind: 'repeated', proposal: answered };
  if (mismatchesToAnswer(record, [relationship], proposals).length === 0) return { kind: 'notAsked' };
  const result = await proposeFactorAssignment({
    request: { payeeId, relationshipId, action: carrierAnswerAction[answer], reason: '' },
    actor,
    idempotencyKey,
    now,
    carrierAnswer: answer,
  });
  switch (result.kind) {
    case 'created':
    case 'repeated':
      return result.proposal.payeeId === payeeId ? result : { kind: 'notFound' };
    case 'notFound':
      return result;
    case 'refused':
      return result.reason === 'noFactorOfRecord' ? { kind: 'noFactorOfRecord' } : { kind: 'notAsked' };
    default:
      return { kind: 'conflict' };
  }
}
