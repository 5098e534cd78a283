import { describe, expect, it } from 'vitest';
import type { NoaDocument } from '#functions/domain/noa/document.ts';
import { receivedDocument } from '#functions/domain/noa/document-transitions.ts';
import {
  checklistDone,
  completeTask,
  confirmFieldsBy,
  neededTasks,
  outstandingTasks,
  type TaskFacts,
} from '#functions/domain/noa/tasks.ts';
import { DocumentStatus, LetterOfReleaseType, DocumentTaskType as T } from '#shared/enums/noa-document.ts';

const now = new Date('2026-11-20T15:00:00.000Z');
const pat = { userId: 7, name: 'Pat Processor' };
const facts: TaskFacts = { carrierMcNumber: '654321', duplicateIds: [] };
const proposed = {
  carrierName: 'Lone Star Freight LLC',
  mcNumber: '654321',
  dotNumber: null,
  factorName: 'Alamo Capital Factoring',
  debtorNames: ['Redline Logistics'],
  kind: 'noa' as const,
  scope: 'named' as const,
  carrierId: null,
  factorId: null,
  debtorPayorIds: [],
};

function processing(overrides: Partial<NoaDocument> = {}): NoaDocument {
  return {
    ...receivedDocument({
      id: 1,
      source: { channel: 'upload', fileKey: 'noa/1.pdf', fileName: 'noa.pdf', contentType: 'application/pdf' },
      senderFactorId: 3001,
      now,
    }),
    status: DocumentStatus.ReadyToProcess,
    proposed,
    factorId: 3001,
    factorName: 'Alamo Capital Factoring',
    payeeId: 1001,
    request: { kind: 'noa', scope: 'debtors', debtorPayorIds: [2001] },
    ...overrides,
  };
}

describe('the tasks a document needs', () => {
  it('asks a per-debtor NOA for the carrier match, the notice, its factor, its payors and a review', () => {
    expect(neededTasks(processing(), facts)).toEqual([
      T.SelectPayeeMatches,
      T.AddNoticeOfAssignment,
      T.AddAssignedFactor,
      T.AddPayor,
      T.Review,
    ]);
  });

  it('asks a blanket NOA for no payors', () => {
    expect(neededTasks(processing({ request: { kind: 'noa', scope: 'blanket' } }), facts)).not.toContain(T.AddPayor);
  });

  it('asks an LOR for the letter and its type, and a single-debtor LOR for its payor', () => {
    const global = processing({ request: { kind: 'lor', lorType: LetterOfReleaseType.GlobalLor } });
    expect(neededTasks(global, facts)).toEqual([
      T.SelectPayeeMatches,
      T.AddLetterOfRelease,
      T.AddLetterOfReleaseTypeId,
      T.Review,
    ]);
    const single = processing({
      request: { kind: 'lor', lorType: LetterOfReleaseType.SingleDebtorLor, debtorPayorIds: [2001] },
    });
    expect(neededTasks(single, facts)).toContain(T.AddPayor);
  });

  it('asks for the MC of a carrier that has none on record, a duplicate check, and a spam check of an unread document', () => {
    const tasks = neededTasks(processing({ proposed: null }), { carrierMcNumber: null, duplicateIds: [4] });
    expect(tasks).toEqual(expect.arrayContaining([T.AddCarrierMC, T.ConfirmDuplicateNoa, T.ConfirmSpam]));
    expect(tasks.at(-1)).toBe(T.Review);
  });

  it('asks only for the carrier match and the review while nothing is confirmed', () => {
    const bare = processing({ payeeId: null, factorId: null, request: null });
    expect(neededTasks(bare, facts)).toEqual([T.SelectPayeeMatches, T.Review]);
  });
});

describe('completing tasks', () => {
  it('records who did a task and when, keeps the document with them, and records a repeat once', () => {
    const outcome = completeTask(processing(), T.SelectPayeeMatches, facts, pat, now);
    if (outcome.kind !== 'done') throw new Error('expected done');
    expect(outcome.repeated).toBe(false);
    expect(outcome.document.completedTasks).toEqual([
      { taskType: T.SelectPayeeMatches, at: now.toISOString(), byUserId: pat.userId, byName: pat.name },
    ]);
    expect(outcome.document.lease?.userId).toBe(pat.userId);
    expect(outcome.document.history.at(-1)).toMatchObject({ event: 'taskCompleted', taskType: T.SelectPayeeMatches });
    const again = completeTask(outcome.document, T.SelectPayeeMatches, facts, pat, now);
    expect(again).toEqual({ kind: 'done', document: outcome.document, repeated: true });
  });

  it('refuses a task the document does not need, one whose fields are not confirmed, and review before the rest', () => {
    expect(completeTask(processing(), T.AddLetterOfRelease, facts, pat, now)).toEqual({
      kind: 'refused',
      reason: 'notNeeded',
    });
    expect(completeTask(processing({ payeeId: null }), T.SelectPayeeMatches, facts, pat, now)).toEqual({
      kind: 'refused',
      reason: 'fieldsMissing',
    });
    expect(completeTask(processing(), T.Review, facts, pat, now)).toEqual({
      kind: 'refused',
      reason: 'tasksOutstanding',
    });
    expect(
      completeTask(processing({ status: DocumentStatus.ReadyToAudit }), T.SelectPayeeMatches, facts, pat, now),
    ).toEqual({ kind: 'refused', reason: 'notProcessing' });
  });

  it('is done once every needed task is, review last', () => {
    let document = processing();
    for (const task of neededTasks(document, facts)) {
      expect(checklistDone(document, facts)).toBe(false);
      const outcome = completeTask(document, task, facts, pat, now);
      if (outcome.kind !== 'done') throw new Error(`refused ${task}`);
      document = outcome.document;
    }
    expect(checklistDone(document, facts)).toBe(true);
    expect(outstandingTasks(neededTasks(document, facts), document)).toEqual([]);
  });
});

describe('confirming fields', () => {
  it('starts the checklist again when the fields change, and keeps it when they are the same', () => {
    const outcome = completeTask(processing(), T.SelectPayeeMatches, facts, pat, now);
    if (outcome.kind !== 'done') throw new Error('expected done');
    const same = confirmFieldsBy(
      outcome.document,
      {
        factorId: 3001,
        factorName: 'Alamo Capital Factoring',
        payeeId: 1001,
        request: { kind: 'noa', scope: 'debtors', debtorPayorIds: [2001] },
      },
      pat,
      now,
    );
    expect(same?.completedTasks).toHaveLength(1);
    expect(same?.history).toHaveLength(outcome.document.history.length);
    const changed = confirmFieldsBy(
      outcome.document,
      {
        factorId: 3001,
        factorName: 'Alamo Capital Factoring',
        payeeId: 1001,
        request: { kind: 'noa', scope: 'blanket' },
      },
      pat,
      now,
    );
    expect(changed?.completedTasks).toEqual([]);
    expect(changed?.history.at(-1)).toMatchObject({ event: 'fieldsConfirmed', byUserId: pat.userId });
  });

  it('refuses outside processing', () => {
    const audit = processing({ status: DocumentStatus.ReadyToAudit });
    expect(confirmFieldsBy(audit, { factorId: 1, factorName: null, payeeId: 1, request: null }, pat, now)).toBeNull();
  });
});
