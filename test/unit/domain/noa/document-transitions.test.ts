import { describe, expect, it } from 'vitest';
import type { DocumentEvent, NoaDocument } from '#functions/domain/noa/document.ts';
import {
  documentMoves,
  isDisputable,
  moveDocument,
  receivedDocument,
} from '#functions/domain/noa/document-transitions.ts';
import { ActionCode, DocumentStatus, LetterOfReleaseType } from '#shared/enums/noa-document.ts';

const now = new Date('2026-11-20T15:00:00.000Z');
const processor = { userId: 7, name: 'Pat Processor' };
const auditor = { userId: 8, name: 'Avery Auditor' };

/** A document that satisfies every guard, so only its status decides whether an event may happen. */
function documentIn(status: DocumentStatus, overrides: Partial<NoaDocument> = {}): NoaDocument {
  return {
    ...receivedDocument({
      id: 1,
      source: { channel: 'upload', fileKey: 'noa/1.pdf', fileName: 'noa.pdf', contentType: 'application/pdf' },
      senderFactorId: 3001,
      now,
    }),
    status,
    factorId: 3001,
    factorName: 'Alamo Capital Factoring',
    payeeId: 1001,
    request: { kind: 'noa', scope: 'blanket' },
    processedBy: { ...processor, at: now.toISOString() },
    applied: {
      at: now.toISOString(),
      factorOfRecordBefore: null,
      factorOfRecordAfter: 3001,
      relationships: [{ relationshipId: 1, before: null, after: 3001 }],
      movesMoney: true,
    },
    coolingOffEndsAt: '2026-11-23T15:00:00.000Z',
    ...overrides,
  };
}

const sampleEvents: Record<DocumentEvent['type'], DocumentEvent> = {
  queueConversion: { type: 'queueConversion' },
  startOcr: { type: 'startOcr' },
  converted: {
    type: 'converted',
    pages: [{ number: 1, imageKey: 'noa/1/page-1.png', text: 'NOTICE OF ASSIGNMENT' }],
    proposed: {
      carrierName: 'Lone Star',
      mcNumber: '123',
      dotNumber: null,
      factorName: null,
      debtorNames: [],
      kind: 'noa',
      scope: null,
      carrierId: null,
      factorId: null,
      debtorPayorIds: [],
    },
  },
  conversionFailed: { type: 'conversionFailed' },
  conversionErrorNotified: { type: 'conversionErrorNotified' },
  retryConversion: { type: 'retryConversion' },
  releaseToQueue: { type: 'releaseToQueue' },
  submitForAudit: { type: 'submitForAudit' },
  raiseConflict: { type: 'raiseConflict', actionCode: ActionCode.BrokerNotSpecified },
  resolveConflict: { type: 'resolveConflict' },
  defer: { type: 'defer' },
  notifyDeferred: { type: 'notifyDeferred' },
  resume: { type: 'resume' },
  requestSplit: { type: 'requestSplit' },
  splitDone: { type: 'splitDone', partIds: [901, 902] },
  awaitNewFactor: { type: 'awaitNewFactor' },
  newFactorAdded: { type: 'newFactorAdded' },
  awaitLorDesignation: { type: 'awaitLorDesignation', highRisk: false },
  lorDesignated: { type: 'lorDesignated' },
  hold: { type: 'hold' },
  unhold: { type: 'unhold' },
  remove: { type: 'remove', actionCode: ActionCode.Spam },
  deprecate: { type: 'deprecate' },
  markFraud: { type: 'markFraud' },
  returnToProcessor: {
    type: 'returnToProcessor',
    finding: { code: ActionCode.IncorrectCarrierInformation, text: 'The MC on page 1 is another carrier’s.' },
  },
  audit: { type: 'audit', conflictingFactorId: null },
  lorResolved: { type: 'lorResolved' },
  dispute: { type: 'dispute', reason: 'We never sold our invoices' },
  confirmFraud: { type: 'confirmFraud' },
  clearFraud: { type: 'clearFraud' },
};

const allStatuses = Object.values(DocumentStatus);

describe('NOA document state machine', () => {
  for (const event of Object.values(sampleEvents)) {
    const { from, to } = documentMoves[event.type];
    for (const status of allStatuses) {
      const allowed = from.includes(status);
      it(`${event.type} from ${status}: ${allowed ? `moves to ${to.join(' or ')}` : 'refused'}`, () => {
        const outcome = moveDocument(documentIn(status), event, auditor, now);
        if (!allowed) {
          expect(outcome).toEqual({ kind: 'refused', reason: 'notAllowed' });
          return;
        }
        expect(outcome.kind).toBe('moved');
        if (outcome.kind !== 'moved') return;
        expect(to).toContain(outcome.document.status);
        expect(outcome.document.history.at(-1)).toMatchObject({
          event: event.type,
          from: status,
          to: outcome.document.status,
          byUserId: auditor.userId,
        });
      });
    }
  }

  it('keeps the note written with a return to the processor or a removal, and none with other steps', () => {
    const returned = moveDocument(
      documentIn(DocumentStatus.ReadyToAudit),
      {
        type: 'returnToProcessor',
        finding: { code: ActionCode.IncorrectCarrierInformation, text: 'Debtor list misread' },
      },
      auditor,
      now,
    );
    expect(returned.kind === 'moved' && returned.document.history.at(-1)?.note).toBe('Debtor list misread');
    const removed = moveDocument(
      documentIn(DocumentStatus.ActionConflict),
      { type: 'remove', actionCode: ActionCode.Spam, note: 'Advertising' },
      auditor,
      now,
    );
    expect(removed.kind === 'moved' && removed.document.history.at(-1)).toMatchObject({
      note: 'Advertising',
      actionCode: ActionCode.Spam,
    });
    const deferred = moveDocument(documentIn(DocumentStatus.ReadyToProcess), { type: 'defer' }, processor, now);
    expect(deferred.kind === 'moved' && deferred.document.history.at(-1)?.note).toBeUndefined();
  });

  it('starts every document Uploaded with no effect', () => {
    const document = documentIn(DocumentStatus.Uploaded, { applied: null, factorId: null });
    expect(document.status).toBe(DocumentStatus.Uploaded);
  });

  it('keeps the pages and proposed fields conversion read', () => {
    const outcome = moveDocument(documentIn(DocumentStatus.PendingOcr), sampleEvents.converted, auditor, now);
    expect(outcome.kind === 'moved' && outcome.document.pages).toHaveLength(1);
    expect(outcome.kind === 'moved' && outcome.document.proposed?.mcNumber).toBe('123');
  });

  it('refuses the processor auditing their own document: a second person audits', () => {
    const outcome = moveDocument(documentIn(DocumentStatus.ReadyToAudit), sampleEvents.audit, processor, now);
    expect(outcome).toEqual({ kind: 'refused', reason: 'ownDocument' });
  });

  it('refuses an audit or a submission by the portal itself', () => {
    for (const [status, event] of [
      [DocumentStatus.ReadyToAudit, sampleEvents.audit],
      [DocumentStatus.ReadyToProcess, sampleEvents.submitForAudit],
    ] as const) {
      expect(moveDocument(documentIn(status), event, { userId: null, name: null }, now)).toEqual({
        kind: 'refused',
        reason: 'personRequired',
      });
    }
  });

  it('refuses to send for audit before carrier, factor and request are confirmed', () => {
    for (const missing of [{ factorId: null }, { payeeId: null }, { request: null }]) {
      const outcome = moveDocument(
        documentIn(DocumentStatus.ReadyToProcess, missing),
        sampleEvents.submitForAudit,
        processor,
        now,
      );
      expect(outcome).toEqual({ kind: 'refused', reason: 'fieldsMissing' });
    }
  });

  it('records who processed and who audited', () => {
    const submitted = moveDocument(
      documentIn(DocumentStatus.ReadyToProcess, { processedBy: null }),
      sampleEvents.submitForAudit,
      processor,
      now,
    );
    expect(submitted.kind === 'moved' && submitted.document.processedBy?.userId).toBe(processor.userId);
    const audited = moveDocument(documentIn(DocumentStatus.ReadyToAudit), sampleEvents.audit, auditor, now);
    expect(audited.kind === 'moved' && audited.document.auditedBy?.userId).toBe(auditor.userId);
  });

  it('keeps an audit finding with the processor’s and auditor’s names, and the document goes back to processing', () => {
    const outcome = moveDocument(documentIn(DocumentStatus.ReadyToAudit), sampleEvents.returnToProcessor, auditor, now);
    if (outcome.kind !== 'moved') throw new Error('expected a move');
    expect(outcome.document.status).toBe(DocumentStatus.ReadyToProcess);
    expect(outcome.document.processedBy).toBeNull();
    expect(outcome.document.auditFindings).toEqual([
      {
        at: now.toISOString(),
        auditorId: auditor.userId,
        auditorName: auditor.name,
        processorId: processor.userId,
        processorName: processor.name,
        code: ActionCode.IncorrectCarrierInformation,
        text: 'The MC on page 1 is another carrier’s.',
      },
    ]);
    expect(outcome.document.history.at(-1)).toMatchObject({
      actionCode: ActionCode.IncorrectCarrierInformation,
      note: 'The MC on page 1 is another carrier’s.',
    });
  });

  it('ends the lease of whoever worked the document on every move', () => {
    const leased = documentIn(DocumentStatus.ReadyToProcess, {
      lease: { ...processor, until: '2026-11-20T15:15:00.000Z' },
    });
    const outcome = moveDocument(leased, sampleEvents.submitForAudit, processor, now);
    expect(outcome.kind === 'moved' && outcome.document.lease).toBeNull();
  });

  it('sends an audited NOA to PendingLorValidation while another factor is of record', () => {
    const outcome = moveDocument(
      documentIn(DocumentStatus.ReadyToAudit),
      { type: 'audit', conflictingFactorId: 3002 },
      auditor,
      now,
    );
    expect(outcome.kind === 'moved' && outcome.document.status).toBe(DocumentStatus.PendingLorValidation);
  });

  it('completes an audited LOR whatever the factor of record (applying it decides its effect)', () => {
    const lor = documentIn(DocumentStatus.ReadyToAudit, {
      request: { kind: 'lor', lorType: LetterOfReleaseType.GlobalLor },
    });
    const outcome = moveDocument(lor, { type: 'audit', conflictingFactorId: 3002 }, auditor, now);
    expect(outcome.kind === 'moved' && outcome.document.status).toBe(DocumentStatus.Complete);
  });

  it('lets the carrier dispute only a money-moving NOA within its cooling-off window', () => {
    const complete = documentIn(DocumentStatus.Complete);
    expect(isDisputable(complete, now)).toBe(true);
    expect(isDisputable(complete, new Date('2026-11-23T15:00:00.000Z'))).toBe(false);
    expect(
      isDisputable(
        { ...complete, applied: { ...(complete.applied as NonNullable<NoaDocument['applied']>), movesMoney: false } },
        now,
      ),
    ).toBe(false);
    expect(isDisputable({ ...complete, request: { kind: 'lor', lorType: LetterOfReleaseType.GlobalLor } }, now)).toBe(
      false,
    );
    const late = moveDocument(
      complete,
      sampleEvents.dispute,
      { userId: 1, name: 'Casey' },
      new Date('2026-11-24T00:00:00.000Z'),
    );
    expect(late).toEqual({ kind: 'refused', reason: 'notDisputable' });
    const disputed = moveDocument(complete, sampleEvents.dispute, { userId: 1, name: 'Casey' }, now);
    expect(disputed.kind === 'moved' && disputed.document.history.at(-1)).toMatchObject({
      event: 'dispute',
      to: DocumentStatus.FraudInvestigation,
      byName: 'Casey',
      note: 'We never sold our invoices',
    });
  });

  it('clears fraud back to Complete when the document had been applied, else back to processing', () => {
    const applied = moveDocument(documentIn(DocumentStatus.FraudInvestigation), sampleEvents.clearFraud, auditor, now);
    expect(applied.kind === 'moved' && applied.document.status).toBe(DocumentStatus.Complete);
    const early = moveDocument(
      documentIn(DocumentStatus.FraudInvestigation, { applied: null }),
      sampleEvents.clearFraud,
      auditor,
      now,
    );
    expect(early.kind === 'moved' && early.document.status).toBe(DocumentStatus.ReadyToProcess);
  });

  it('records the reason code of a conflict, a removal and the fraud steps', () => {
    const conflict = moveDocument(
      documentIn(DocumentStatus.ReadyToProcess),
      sampleEvents.raiseConflict,
      processor,
      now,
    );
    expect(conflict.kind === 'moved' && conflict.document.actionCode).toBe(ActionCode.BrokerNotSpecified);
    const confirmed = moveDocument(
      documentIn(DocumentStatus.FraudInvestigation),
      sampleEvents.confirmFraud,
      auditor,
      now,
    );
    expect(confirmed.kind === 'moved' && confirmed.document.actionCode).toBe(ActionCode.ConfirmAsFraud);
  });

  it('records a failed conversion as ConversionFailure, by the portal', () => {
    const failed = moveDocument(
      documentIn(DocumentStatus.PendingOcr),
      sampleEvents.conversionFailed,
      { userId: null, name: null },
      now,
    );
    expect(failed.kind === 'moved' && failed.document.status).toBe(DocumentStatus.ConversionError);
    expect(failed.kind === 'moved' && failed.document.actionCode).toBe(ActionCode.ConversionFailure);
  });

  it('never leaves a final status', () => {
    for (const status of [DocumentStatus.Removed, DocumentStatus.FraudConfirmed, DocumentStatus.Deprecated]) {
      for (const event of Object.values(sampleEvents)) {
        expect(moveDocument(documentIn(status), event, auditor, now).kind).toBe('refused');
      }
    }
  });
});
