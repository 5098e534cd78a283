import { describe, expect, it } from 'vitest';
import {
  approvalPlan,
  carrierAnswerAction,
  type FactorAssignmentProposal,
  planProposal,
} from '#functions/domain/noa/factor-assignment.ts';
import type { FactorHoldReason } from '#functions/domain/noa/holds.ts';
import { hasMismatchHold, mismatchesToAnswer } from '#functions/domain/noa/incorrect-factor.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';

const record = { factorId: 70 };
const mismatchHold: { reason: FactorHoldReason } = { reason: HoldReason.GLOBAL_FACTOR_MISMATCH };
const held = (id: number, assignedFactorId: number | null, holds: { reason: FactorHoldReason }[] = [mismatchHold]) => ({
  id,
  payorId: id + 100,
  assignedFactorId,
  factorHolds: holds,
});
type Seen = Pick<FactorAssignmentProposal, 'relationshipId' | 'status' | 'before' | 'carrierRequest'>;
const proposal = (fields: Partial<Seen>): Seen => ({
  relationshipId: 1,
  status: 'pending',
  before: 80,
  ...fields,
});

describe('when the IncorrectFactor step is due (mismatchesToAnswer)', () => {
  it('asks about a relationship held for a factor that is not the factor of record', () => {
    expect(mismatchesToAnswer(record, [held(1, 80)], []).map((r) => r.id)).toEqual([1]);
  });

  it('asks about a factor on a relationship of a carrier with no factor of record', () => {
    expect(mismatchesToAnswer({ factorId: null }, [held(1, 80)], []).map((r) => r.id)).toEqual([1]);
  });

  it('asks nothing of relationships that agree, have no factor, or are not held as a mismatch', () => {
    const relationships = [
      held(1, 70),
      held(2, null),
      held(3, 80, []),
      held(4, 80, [{ reason: HoldReason.FRAUD_NOA }]),
      { id: 5, payorId: 105, assignedFactorId: 80 },
    ];
    expect(mismatchesToAnswer(record, relationships, [])).toEqual([]);
    expect(hasMismatchHold(relationships.slice(2))).toBe(false);
    expect(hasMismatchHold([held(1, 80)])).toBe(true);
  });

  it('asks nothing while a proposal on the relationship waits, whoever made it', () => {
    expect(mismatchesToAnswer(record, [held(1, 80)], [proposal({})])).toEqual([]);
    expect(mismatchesToAnswer(record, [held(1, 80)], [proposal({ relationshipId: 2 })])).toHaveLength(1);
  });

  it('asks nothing again once the carrier answered for the same factors, even if staff rejected it', () => {
    const answered = proposal({ status: 'rejected', carrierRequest: { answer: 'noFactor', factorOfRecordId: 70 } });
    expect(mismatchesToAnswer(record, [held(1, 80)], [answered])).toEqual([]);
  });

  it('asks again when the factors changed since the answer, or when only staff decided before', () => {
    const answered = proposal({ status: 'rejected', carrierRequest: { answer: 'noFactor', factorOfRecordId: 70 } });
    expect(mismatchesToAnswer({ factorId: 71 }, [held(1, 80)], [answered])).toHaveLength(1);
    expect(mismatchesToAnswer(record, [held(1, 81)], [answered])).toHaveLength(1);
    expect(mismatchesToAnswer(record, [held(1, 80)], [proposal({ status: 'rejected' })])).toHaveLength(1);
  });
});

describe('the carrier’s answers as proposals', () => {
  it('maps each answer to the correction staff audit', () => {
    expect(carrierAnswerAction).toEqual({
      factorOfRecord: 'assignFactorOfRecord',
      relationshipFactor: 'adoptRelationshipFactor',
      noFactor: 'removeFactor',
    });
  });

  it('adopting the relationship’s factor keeps it on the relationship, needs one that is not of record', () => {
    const relationship = { id: 1, payorId: 101, assignedFactorId: 80 };
    expect(planProposal('adoptRelationshipFactor', record, relationship, [])).toEqual({
      kind: 'ok',
      before: 80,
      after: 80,
    });
    expect(planProposal('adoptRelationshipFactor', record, { ...relationship, assignedFactorId: 70 }, [])).toEqual({
      kind: 'refused',
      reason: 'nothingToChange',
    });
    expect(planProposal('adoptRelationshipFactor', record, { ...relationship, assignedFactorId: null }, [])).toEqual({
      kind: 'refused',
      reason: 'nothingToChange',
    });
  });

  it('has no plan to apply: a factor of record changes only through its documents', () => {
    const adopt = { relationshipId: 1, before: 80, after: 80, action: 'adoptRelationshipFactor' as const };
    expect(approvalPlan(adopt, record, { id: 1, payorId: 101, assignedFactorId: 80 })).toBeNull();
  });
});
