import { describe, expect, it } from 'vitest';
import {
  approvalPlan,
  decideProposal,
  type FactorAssignmentProposal,
  planProposal,
} from '#functions/domain/noa/factor-assignment.ts';
import { desiredHolds, reconcileHolds } from '#functions/domain/noa/holds.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';

const now = new Date('2026-11-20T15:00:00.000Z');
const alamo = 3001;
const stray = 3002;
const mismatched = { id: 1, payorId: 2001, assignedFactorId: stray };
const unassigned = { id: 2, payorId: 2002, assignedFactorId: null };
const proposer = { userId: 10, name: 'Ada Admin' };
const manager = { userId: 11, name: 'Olu Ops' };

const proposal: FactorAssignmentProposal = {
  id: 7,
  payeeId: 1001,
  payeeName: 'Carrier',
  relationshipId: 1,
  payorId: 2001,
  payorName: 'Payor',
  action: 'assignFactorOfRecord',
  before: stray,
  beforeName: 'Stray',
  after: alamo,
  afterName: 'Alamo',
  reason: 'Factor of record per the NOA on file',
  status: 'pending',
  proposedBy: proposer,
  proposedAt: now.toISOString(),
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  version: 1,
};

describe('planProposal', () => {
  it('assigns the factor of record to a relationship without it', () => {
    expect(planProposal('assignFactorOfRecord', { factorId: alamo }, mismatched, [])).toEqual({
      kind: 'ok',
      before: stray,
      after: alamo,
    });
    expect(planProposal('assignFactorOfRecord', { factorId: alamo }, unassigned, [])).toEqual({
      kind: 'ok',
      before: null,
      after: alamo,
    });
  });

  it('removes a factor from a relationship that has one', () => {
    expect(planProposal('removeFactor', { factorId: alamo }, mismatched, [])).toEqual({
      kind: 'ok',
      before: stray,
      after: null,
    });
  });

  it('refuses what changes nothing, an assignment without a factor of record, and a second pending proposal', () => {
    expect(planProposal('removeFactor', { factorId: alamo }, unassigned, [])).toEqual({
      kind: 'refused',
      reason: 'nothingToChange',
    });
    const assigned = { ...unassigned, assignedFactorId: alamo };
    expect(planProposal('assignFactorOfRecord', { factorId: alamo }, assigned, [])).toMatchObject({
      reason: 'nothingToChange',
    });
    expect(planProposal('assignFactorOfRecord', { factorId: null }, unassigned, [])).toMatchObject({
      reason: 'noFactorOfRecord',
    });
    expect(planProposal('removeFactor', { factorId: alamo }, mismatched, [{ relationshipId: 1 }])).toMatchObject({
      reason: 'alreadyProposed',
    });
  });
});

describe('decideProposal', () => {
  it('lets a second person approve or reject a pending proposal, recording who, when and why', () => {
    const approved = decideProposal(proposal, { kind: 'approve', note: null }, manager, now);
    expect(approved).toEqual({
      kind: 'decided',
      proposal: {
        ...proposal,
        status: 'approved',
        decidedBy: manager,
        decidedAt: now.toISOString(),
        decisionNote: null,
      },
    });
    const rejected = decideProposal(proposal, { kind: 'reject', note: 'Wrong payor' }, manager, now);
    expect(rejected).toMatchObject({ proposal: { status: 'rejected', decisionNote: 'Wrong payor' } });
  });

  it('never approves the carrier’s word that the relationship’s factor is its factor now: only documents change that', () => {
    const adopt = { ...proposal, action: 'adoptRelationshipFactor' as const };
    expect(decideProposal(adopt, { kind: 'approve', note: null }, manager, now)).toEqual({
      kind: 'refused',
      reason: 'documentsRequired',
    });
    expect(decideProposal(adopt, { kind: 'reject', note: 'Asked both factors' }, manager, now)).toMatchObject({
      proposal: { status: 'rejected' },
    });
  });

  it('refuses the proposer, the portal itself and a proposal already decided', () => {
    expect(decideProposal(proposal, { kind: 'approve', note: null }, proposer, now)).toEqual({
      kind: 'refused',
      reason: 'ownProposal',
    });
    expect(decideProposal(proposal, { kind: 'approve', note: null }, { userId: null, name: null }, now)).toMatchObject({
      reason: 'ownProposal',
    });
    const decided = { ...proposal, status: 'rejected' as const };
    expect(decideProposal(decided, { kind: 'approve', note: null }, manager, now)).toEqual({
      kind: 'refused',
      reason: 'notPending',
    });
  });
});

describe('approvalPlan', () => {
  it('changes the one relationship and leaves the factor of record', () => {
    expect(approvalPlan(proposal, { factorId: alamo }, mismatched)).toEqual({
      kind: 'apply',
      factorOfRecord: { factorId: alamo, changed: false },
      relationships: [{ relationshipId: 1, before: stray, after: alamo }],
      movesMoney: true,
    });
  });

  it('is stale when a document changed the relationship or the factor of record meanwhile', () => {
    expect(approvalPlan(proposal, { factorId: alamo }, { ...mismatched, assignedFactorId: null })).toBeNull();
    expect(approvalPlan(proposal, { factorId: stray }, mismatched)).toBeNull();
    const removal = { ...proposal, action: 'removeFactor' as const, after: null };
    expect(approvalPlan(removal, { factorId: null }, mismatched)?.relationships).toEqual([
      { relationshipId: 1, before: stray, after: null },
    ]);
  });
});

describe('the hold a pending proposal places', () => {
  it('holds its relationship while pending and is released once decided', () => {
    const pending = [{ id: 7, relationshipId: 2, after: alamo }];
    const held = desiredHolds({ factorId: alamo }, [unassigned], [], pending).get(2) ?? [];
    expect(held).toEqual([
      {
        reason: HoldReason.ADMIN_UPDATE_RELATIONSHIPS_HOLD,
        cause: { documentId: null, factorId: alamo, proposalId: 7 },
      },
    ]);
    const placed = reconcileHolds([], held, now);
    expect(placed.placed).toHaveLength(1);
    const released = reconcileHolds(
      placed.holds,
      desiredHolds({ factorId: alamo }, [unassigned], []).get(2) ?? [],
      now,
    );
    expect(released.released.map((h) => h.reason)).toEqual([HoldReason.ADMIN_UPDATE_RELATIONSHIPS_HOLD]);
    expect(released.holds).toEqual([]);
  });
});
