import { describe, expect, it } from 'vitest';
import type { NoaDocument } from '#functions/domain/noa/document.ts';
import { receivedDocument } from '#functions/domain/noa/document-transitions.ts';
import {
  chicagoDayBounds,
  type LoggedStep,
  pendingFactorGroups,
  processorRates,
  queueFigures,
} from '#functions/domain/noa/queues.ts';
import { DocumentStatus } from '#shared/enums/noa-document.ts';

const now = new Date('2026-11-20T15:00:00.000Z');

function documentAt(id: number, status: DocumentStatus, receivedAt: string, lastStepAt?: string): NoaDocument {
  const document = receivedDocument({
    id,
    source: { channel: 'email', fileKey: `noa/${id}.pdf`, fileName: 'noa.pdf', contentType: 'application/pdf' },
    senderFactorId: null,
    now: new Date(receivedAt),
  });
  const history = lastStepAt
    ? [
        {
          event: 'releaseToQueue' as const,
          from: 7 as const,
          to: status,
          at: lastStepAt,
          byUserId: null,
          byName: null,
          actionCode: null,
        },
      ]
    : [];
  return { ...document, status, history };
}

function step(byUserId: number | null, event: LoggedStep['event'], at: string): LoggedStep {
  return {
    documentId: 1,
    event,
    from: 9,
    to: 12,
    at,
    byUserId,
    byName: byUserId ? `Person ${byUserId}` : null,
    actionCode: null,
  };
}

describe('queue figures', () => {
  it('counts each open status and says how long its longest-waiting document has waited there', () => {
    const figures = queueFigures(
      new Map([
        [
          DocumentStatus.ActionConflict,
          [
            documentAt(1, 14, '2026-11-18T10:00:00.000Z', '2026-11-20T10:30:00.000Z'),
            documentAt(2, 14, '2026-11-19T10:00:00.000Z', '2026-11-19T12:00:00.000Z'),
          ],
        ],
      ]),
      now,
    );
    expect(figures.find((f) => f.status === DocumentStatus.ActionConflict)).toEqual({
      status: DocumentStatus.ActionConflict,
      count: 2,
      oldestReceivedAt: '2026-11-18T10:00:00.000Z',
      oldestWaitingHours: 27,
    });
    expect(figures.find((f) => f.status === DocumentStatus.ReadyToProcess)).toEqual({
      status: DocumentStatus.ReadyToProcess,
      count: 0,
      oldestReceivedAt: null,
      oldestWaitingHours: null,
    });
    expect(figures.some((f) => f.status === DocumentStatus.Complete)).toBe(false);
  });
});

describe('documents per hour per processor', () => {
  it('divides documents sent to audit by the clock hours with any step, leaving out the portal', () => {
    const rates = processorRates([
      step(7, 'submitForAudit', '2026-11-20T15:05:00.000Z'),
      step(7, 'submitForAudit', '2026-11-20T15:40:00.000Z'),
      step(7, 'raiseConflict', '2026-11-20T16:10:00.000Z'),
      step(7, 'submitForAudit', '2026-11-20T16:50:00.000Z'),
      step(8, 'audit', '2026-11-20T16:00:00.000Z'),
      step(8, 'returnToProcessor', '2026-11-20T16:20:00.000Z'),
      step(null, 'releaseToQueue', '2026-11-20T15:00:00.000Z'),
    ]);
    expect(rates).toEqual([
      { userId: 7, name: 'Person 7', processed: 3, audited: 0, activeHours: 2, perHour: 1.5 },
      { userId: 8, name: 'Person 8', processed: 0, audited: 2, activeHours: 1, perHour: 0 },
    ]);
  });
});

describe('pending new factors', () => {
  it('groups by the proposed factor name (case and spaces ignored), the longest-waiting group first', () => {
    const named = (id: number, name: string | null, receivedAt: string): NoaDocument => ({
      ...documentAt(id, DocumentStatus.PendingNewFactor, receivedAt),
      proposed: {
        carrierName: null,
        mcNumber: null,
        dotNumber: null,
        factorName: name,
        debtorNames: [],
        kind: 'noa',
        scope: null,
        carrierId: null,
        factorId: null,
        debtorPayorIds: [],
      },
    });
    const groups = pendingFactorGroups([
      named(3, 'Nimbus  Funding', '2026-11-19T00:00:00.000Z'),
      named(1, 'Birch Capital', '2026-11-18T00:00:00.000Z'),
      named(2, 'nimbus funding ', '2026-11-17T00:00:00.000Z'),
      named(4, null, '2026-11-20T00:00:00.000Z'),
    ]);
    expect(groups).toEqual([
      {
        proposedFactorName: 'nimbus funding',
        documentCount: 2,
        oldestReceivedAt: '2026-11-17T00:00:00.000Z',
        documentIds: [2, 3],
      },
      {
        proposedFactorName: 'Birch Capital',
        documentCount: 1,
        oldestReceivedAt: '2026-11-18T00:00:00.000Z',
        documentIds: [1],
      },
      { proposedFactorName: '', documentCount: 1, oldestReceivedAt: '2026-11-20T00:00:00.000Z', documentIds: [4] },
    ]);
  });
});

describe('a day in America/Chicago', () => {
  it('starts at local midnight, in standard and daylight time alike', () => {
    expect(chicagoDayBounds('2026-01-15')).toEqual({
      from: '2026-01-15T06:00:00.000Z',
      to: '2026-01-16T06:00:00.000Z',
    });
    expect(chicagoDayBounds('2026-07-04')).toEqual({
      from: '2026-07-04T05:00:00.000Z',
      to: '2026-07-05T05:00:00.000Z',
    });
    // The day clocks go back is 25 hours long.
    expect(chicagoDayBounds('2026-11-01')).toEqual({
      from: '2026-11-01T05:00:00.000Z',
      to: '2026-11-02T06:00:00.000Z',
    });
  });
});
