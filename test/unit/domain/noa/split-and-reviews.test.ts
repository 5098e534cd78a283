import { describe, expect, it } from 'vitest';
import type { NoaDocument, ProposedFields } from '#functions/domain/noa/document.ts';
import { receivedDocument } from '#functions/domain/noa/document-transitions.ts';
import type { LoggedStep } from '#functions/domain/noa/queues.ts';
import {
  coachableFigures,
  conflictResolutions,
  findingsBetween,
  reportDays,
  wasInConflict,
} from '#functions/domain/noa/reviews.ts';
import { splitPages, splitPartDocument } from '#functions/domain/noa/split.ts';
import { ActionCode, DocumentStatus } from '#shared/enums/noa-document.ts';

const now = new Date('2026-11-20T15:00:00.000Z');
const portal = { userId: null, name: null };

function documentWith(status: DocumentStatus, pageCount: number, overrides: Partial<NoaDocument> = {}): NoaDocument {
  return {
    ...receivedDocument({
      id: 40,
      source: { channel: 'email', fileKey: 'noa/40.pdf', fileName: 'two.pdf', contentType: 'application/pdf' },
      senderFactorId: 3001,
      now,
    }),
    status,
    pages: Array.from({ length: pageCount }, (_, index) => ({
      number: index + 1,
      imageKey: `noa-pages/40/${index + 1}.png`,
      text: `page ${index + 1}`,
    })),
    ...overrides,
  };
}

const proposed: ProposedFields = {
  carrierName: null,
  mcNumber: null,
  dotNumber: null,
  factorName: null,
  debtorNames: [],
  kind: 'noa',
  scope: null,
  carrierId: null,
  factorId: null,
  debtorPayorIds: [],
};

describe('splitPages', () => {
  const waiting = documentWith(DocumentStatus.RequestToSplit, 4);

  it('gives each part its run of pages, renumbered from 1', () => {
    const result = splitPages(waiting, [
      { firstPage: 1, lastPage: 1 },
      { firstPage: 2, lastPage: 4 },
    ]);
    expect(result.kind === 'ok' && result.parts.map((part) => part.map((page) => [page.number, page.text]))).toEqual([
      [[1, 'page 1']],
      [
        [1, 'page 2'],
        [2, 'page 3'],
        [3, 'page 4'],
      ],
    ]);
  });

  it.each([
    ['one part', [{ firstPage: 1, lastPage: 4 }]],
    [
      'a gap',
      [
        { firstPage: 1, lastPage: 1 },
        { firstPage: 3, lastPage: 4 },
      ],
    ],
    [
      'an overlap',
      [
        { firstPage: 1, lastPage: 2 },
        { firstPage: 2, lastPage: 4 },
      ],
    ],
    [
      'a page missing at the end',
      [
        { firstPage: 1, lastPage: 1 },
        { firstPage: 2, lastPage: 3 },
      ],
    ],
    [
      'a page past the end',
      [
        { firstPage: 1, lastPage: 1 },
        { firstPage: 2, lastPage: 5 },
      ],
    ],
    [
      'not from page 1',
      [
        { firstPage: 2, lastPage: 2 },
        { firstPage: 3, lastPage: 4 },
      ],
    ],
    [
      'a run backwards',
      [
        { firstPage: 1, lastPage: 2 },
        { firstPage: 3, lastPage: 2 },
        { firstPage: 3, lastPage: 4 },
      ],
    ],
  ])('refuses %s', (_, ranges) => {
    expect(splitPages(waiting, ranges)).toEqual({ kind: 'refused', reason: 'pagesNotCovered' });
  });

  it('refuses more than ten parts, and a document not waiting to be split', () => {
    const long = documentWith(DocumentStatus.RequestToSplit, 11);
    const eachPage = long.pages.map((page) => ({ firstPage: page.number, lastPage: page.number }));
    expect(splitPages(long, eachPage)).toEqual({ kind: 'refused', reason: 'pagesNotCovered' });
    const ready = documentWith(DocumentStatus.ReadyToProcess, 2);
    const halves = [
      { firstPage: 1, lastPage: 1 },
      { firstPage: 2, lastPage: 2 },
    ];
    expect(splitPages(ready, halves)).toEqual({ kind: 'refused', reason: 'notAllowed' });
  });
});

describe('splitPartDocument', () => {
  it('makes a document ready to process from the same file, its pages as given, its history from arrival', () => {
    const original = documentWith(DocumentStatus.RequestToSplit, 2);
    const pages = [{ number: 1, imageKey: 'noa-pages/40/2.png', text: 'page 2' }];
    const part = splitPartDocument({ original, id: 41, pages, proposed, actor: portal, now });
    expect(part).toMatchObject({
      id: 41,
      status: DocumentStatus.ReadyToProcess,
      splitFrom: 40,
      senderFactorId: 3001,
      source: original.source,
      pages,
      proposed,
    });
    expect(part.history.map((step) => step.to)).toEqual([
      DocumentStatus.ReadyToConvert,
      DocumentStatus.PendingOcr,
      DocumentStatus.Converted,
      DocumentStatus.ReadyToProcess,
    ]);
  });
});

const step = (over: Partial<LoggedStep & { index: number }>): LoggedStep & { index: number } => ({
  documentId: 1,
  index: 0,
  event: 'submitForAudit',
  from: DocumentStatus.ReadyToProcess,
  to: DocumentStatus.ReadyToAudit,
  at: '2026-11-20T14:00:00.000Z',
  byUserId: 7,
  byName: 'Pat Processor',
  actionCode: null,
  ...over,
});

describe('coachable report', () => {
  it('counts documents sent to audit and findings per processor, the most findings first', () => {
    const finding = (processorId: number, at: string) => ({
      documentId: 1,
      at,
      auditorId: 8,
      auditorName: 'Avery Auditor',
      processorId,
      processorName: processorId === 7 ? 'Pat Processor' : 'Quinn',
      code: ActionCode.MissingMcDot,
      text: 'MC not checked',
    });
    const steps = [
      step({}),
      step({ documentId: 2 }),
      step({ documentId: 3, byUserId: 9, byName: 'Quinn' }),
      step({ event: 'audit', byUserId: 8, byName: 'Avery Auditor' }),
    ];
    const figures = coachableFigures(steps, [
      finding(9, '2026-11-20T15:00:00.000Z'),
      finding(9, '2026-11-20T16:00:00.000Z'),
      finding(7, '2026-11-20T12:00:00.000Z'),
    ]);
    expect(figures).toEqual([
      {
        processorId: 9,
        processorName: 'Quinn',
        processed: 1,
        findings: 2,
        findingRate: 200,
        lastFindingAt: '2026-11-20T16:00:00.000Z',
      },
      {
        processorId: 7,
        processorName: 'Pat Processor',
        processed: 2,
        findings: 1,
        findingRate: 50,
        lastFindingAt: '2026-11-20T12:00:00.000Z',
      },
    ]);
  });

  it('keeps the findings made within the range, once per document', () => {
    const document = documentWith(DocumentStatus.ReadyToProcess, 1, {
      auditFindings: [
        {
          at: '2026-11-19T23:59:59.000Z',
          auditorId: 8,
          auditorName: null,
          processorId: 7,
          processorName: null,
          code: ActionCode.Spam,
          text: 'a',
        },
        {
          at: '2026-11-20T10:00:00.000Z',
          auditorId: 8,
          auditorName: null,
          processorId: 7,
          processorName: null,
          code: ActionCode.Spam,
          text: 'b',
        },
      ],
    });
    const found = findingsBetween([document, document], '2026-11-20T00:00:00.000Z', '2026-11-21T00:00:00.000Z');
    expect(found.map((finding) => [finding.documentId, finding.text])).toEqual([[40, 'b']]);
  });

  it('reads the last 30 days up to today unless days are asked', () => {
    expect(reportDays({}, '2026-11-20')).toEqual({ from: '2026-10-22', to: '2026-11-20' });
    expect(reportDays({ from: '2026-11-01' }, '2026-11-20')).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(reportDays({ to: '2026-03-31' }, '2026-11-20')).toEqual({ from: '2026-03-02', to: '2026-03-31' });
  });
});

describe('action conflicts history', () => {
  it('lists each step out of ActionConflict with the code it was raised with, newest first', () => {
    const raised = step({
      event: 'raiseConflict',
      index: 0,
      to: DocumentStatus.ActionConflict,
      actionCode: ActionCode.InvalidBroker,
    });
    const document = documentWith(DocumentStatus.Removed, 1, {
      history: [
        { ...raised, from: DocumentStatus.ReadyToProcess },
        {
          ...raised,
          event: 'remove',
          from: DocumentStatus.ActionConflict,
          to: DocumentStatus.Removed,
          actionCode: ActionCode.Spam,
        },
      ],
    });
    const steps = [
      step({ documentId: 40, index: 0, event: 'raiseConflict', to: DocumentStatus.ActionConflict }),
      step({
        documentId: 40,
        index: 1,
        event: 'remove',
        from: DocumentStatus.ActionConflict,
        to: DocumentStatus.Removed,
        actionCode: ActionCode.Spam,
        at: '2026-11-20T16:00:00.000Z',
      }),
    ];
    expect(conflictResolutions(steps, new Map([[40, document]]))).toEqual([
      {
        documentId: 40,
        raisedCode: ActionCode.InvalidBroker,
        resolvedAt: '2026-11-20T16:00:00.000Z',
        resolvedByName: 'Pat Processor',
        resolvedTo: DocumentStatus.Removed,
        removalCode: ActionCode.Spam,
      },
    ]);
    expect(wasInConflict(document)).toBe(true);
    expect(wasInConflict(documentWith(DocumentStatus.ReadyToProcess, 1))).toBe(false);
  });
});
