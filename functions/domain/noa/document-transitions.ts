import { ActionCode, DocumentStatus } from '#shared/enums/noa-document.ts';
import type { AuditFinding, DeclaredFields, DocumentActor, DocumentEvent, NoaDocument } from './document.ts';

const S = DocumentStatus;
type Status = DocumentStatus;
type EventType = DocumentEvent['type'];

/**
 * Every move the model allows: for each event, the statuses it may leave and where it goes. The
 * seeds list the status codes, not the moves; these follow the document's path: converted and read
 * off the request path, processed by one person, audited by another, completed. `audit` and
 * `clearFraud` go to one of two statuses, decided in `targetOf`. Anything not listed is refused.
 */
export const documentMoves: Record<EventType, { from: readonly Status[]; to: readonly Status[] }> = {
  queueConversion: { from: [S.Uploaded], to: [S.ReadyToConvert] },
  startOcr: { from: [S.ReadyToConvert], to: [S.PendingOcr] },
  converted: { from: [S.PendingOcr], to: [S.Converted] },
  conversionFailed: { from: [S.ReadyToConvert, S.PendingOcr], to: [S.ConversionError] },
  conversionErrorNotified: { from: [S.ConversionError], to: [S.ConversionErrorNotified] },
  retryConversion: { from: [S.ConversionError, S.ConversionErrorNotified], to: [S.ReadyToConvert] },
  releaseToQueue: { from: [S.Converted], to: [S.ReadyToProcess] },
  submitForAudit: { from: [S.ReadyToProcess], to: [S.ReadyToAudit] },
  raiseConflict: { from: [S.ReadyToProcess], to: [S.ActionConflict] },
  resolveConflict: { from: [S.ActionConflict], to: [S.ReadyToProcess] },
  defer: { from: [S.ReadyToProcess], to: [S.Deferred] },
  notifyDeferred: { from: [S.Deferred], to: [S.DeferredAndNotified] },
  resume: { from: [S.Deferred, S.DeferredAndNotified], to: [S.ReadyToProcess] },
  requestSplit: { from: [S.ReadyToProcess], to: [S.RequestToSplit] },
  splitDone: { from: [S.RequestToSplit], to: [S.Deprecated] },
  awaitNewFactor: { from: [S.ReadyToProcess], to: [S.PendingNewFactor] },
  newFactorAdded: { from: [S.PendingNewFactor], to: [S.ReadyToProcess] },
  awaitLorDesignation: { from: [S.ReadyToProcess], to: [S.PendingLorDesignation, S.PendingLorDesignationHighRisk] },
  lorDesignated: { from: [S.PendingLorDesignation, S.PendingLorDesignationHighRisk], to: [S.ReadyToProcess] },
  hold: { from: [S.ReadyToProcess], to: [S.Held] },
  unhold: { from: [S.Held], to: [S.ReadyToProcess] },
  remove: {
    from: [
      S.Uploaded,
      S.ConversionError,
      S.ConversionErrorNotified,
      S.ReadyToProcess,
      S.ActionConflict,
      S.Deferred,
      S.DeferredAndNotified,
      S.PendingNewFactor,
      S.Held,
      S.PendingLorValidation,
    ],
    to: [S.Removed],
  },
  deprecate: { from: [S.Uploaded, S.ReadyToProcess, S.ActionConflict], to: [S.Deprecated] },
  markFraud: { from: [S.ReadyToProcess, S.ReadyToAudit, S.PendingLorValidation], to: [S.FraudInvestigation] },
  returnToProcessor: { from: [S.ReadyToAudit], to: [S.ReadyToProcess] },
  audit: { from: [S.ReadyToAudit], to: [S.Complete, S.PendingLorValidation] },
  lorResolved: { from: [S.PendingLorValidation], to: [S.Complete] },
  dispute: { from: [S.Complete], to: [S.FraudInvestigation] },
  confirmFraud: { from: [S.FraudInvestigation], to: [S.FraudConfirmed] },
  clearFraud: { from: [S.FraudInvestigation], to: [S.Complete, S.ReadyToProcess] },
};

/** Why a move was refused. */
export type MoveRefusal =
  /** The event does not leave the document's status. */
  | 'notAllowed'
  /** Processing is not finished: carrier, factor and request are not all confirmed. */
  | 'fieldsMissing'
  /** The auditor processed the document: a second person must audit it. */
  | 'ownDocument'
  /** Only a person audits, processes or raises a conflict (not the portal). */
  | 'personRequired'
  /** The carrier disputes only an NOA that moved its money, within the cooling-off window. */
  | 'notDisputable';

export type MoveOutcome = { kind: 'moved'; document: NoaDocument } | { kind: 'refused'; reason: MoveRefusal };

const personEvents: readonly EventType[] = ['submitForAudit', 'raiseConflict', 'audit', 'returnToProcessor'];

function targetOf(document: NoaDocument, event: DocumentEvent): Status {
  switch (event.type) {
    case 'audit':
      // A new NOA for a carrier another factor holds waits for that factor's letter of release.
      return event.conflictingFactorId !== null && document.request?.kind === 'noa'
        ? S.PendingLorValidation
        : S.Complete;
    case 'awaitLorDesignation':
      return event.highRisk ? S.PendingLorDesignationHighRisk : S.PendingLorDesignation;
    case 'clearFraud':
      // Cleared: a document that had completed stands again; one caught before completion is processed.
      return document.applied ? S.Complete : S.ReadyToProcess;
    default:
      return documentMoves[event.type].to[0] as Status;
  }
}

function refusalOf(document: NoaDocument, event: DocumentEvent, actor: DocumentActor, now: Date): MoveRefusal | null {
  if (!documentMoves[event.type].from.includes(document.status)) return 'notAllowed';
  if (personEvents.includes(event.type) && actor.userId === null) return 'personRequired';
  if (event.type === 'submitForAudit' && !isConfirmed(document)) return 'fieldsMissing';
  if (event.type === 'audit' && (!isConfirmed(document) || !document.processedBy)) return 'fieldsMissing';
  if (event.type === 'audit' && document.processedBy?.userId === actor.userId) return 'ownDocument';
  if (event.type === 'dispute' && !isDisputable(document, now)) return 'notDisputable';
  return null;
}

/** Carrier, factor and what the document asks are all confirmed. */
export function isConfirmed(document: Pick<NoaDocument, 'factorId' | 'payeeId' | 'request'>): boolean {
  return document.factorId !== null && document.payeeId !== null && document.request !== null;
}

/** A completed NOA that moved the carrier's money, still within its cooling-off window. */
export function isDisputable(document: NoaDocument, now: Date): boolean {
  return (
    document.status === S.Complete &&
    document.request?.kind === 'noa' &&
    document.applied?.movesMoney === true &&
    document.coolingOffEndsAt !== null &&
    now.toISOString() < document.coolingOffEndsAt
  );
}

/**
 * The document after `event`, or why it may not happen. Pure: the caller writes the result on the
 * version it read. Records the step in the history, who processed (submitForAudit) and who audited.
 */
export function moveDocument(
  document: NoaDocument,
  event: DocumentEvent,
  actor: DocumentActor,
  now: Date,
): MoveOutcome {
  const refusal = refusalOf(document, event, actor, now);
  if (refusal) return { kind: 'refused', reason: refusal };
  const to = targetOf(document, event);
  const at = now.toISOString();
  const actionCode = actionCodeOf(event);
  const note = noteOf(event);
  const step = {
    event: event.type,
    from: document.status,
    to,
    at,
    byUserId: actor.userId,
    byName: actor.name,
    actionCode,
    ...(note ? { note } : {}),
  };
  const next: NoaDocument = {
    ...document,
    status: to,
    actionCode: actionCode ?? document.actionCode,
    // Whoever worked it is done with it: the next person takes it from its new queue.
    lease: null,
    history: [...document.history, step],
  };
  if (event.type === 'converted') {
    next.pages = event.pages;
    next.proposed = event.proposed;
  }
  if (event.type === 'submitForAudit') next.processedBy = { ...actor, at };
  if (event.type === 'returnToProcessor') {
    next.processedBy = null;
    next.auditFindings = [...document.auditFindings, findingOf(document, event.finding, actor, at)];
  }
  if (event.type === 'audit') next.auditedBy = { ...actor, at };
  if (event.type === 'splitDone') next.splitInto = event.partIds;
  return { kind: 'moved', document: next };
}

function findingOf(
  document: NoaDocument,
  finding: { code: ActionCode; text: string },
  auditor: DocumentActor,
  at: string,
): AuditFinding {
  return {
    at,
    auditorId: auditor.userId as number,
    auditorName: auditor.name,
    processorId: document.processedBy?.userId ?? null,
    processorName: document.processedBy?.name ?? null,
    code: finding.code,
    text: finding.text,
  };
}

/** What the person wrote with the step: an auditor's finding, a removal's reason, a carrier's dispute. */
function noteOf(event: DocumentEvent): string | undefined {
  if (event.type === 'returnToProcessor') return event.finding.text;
  if (event.type === 'remove') return event.note ?? undefined;
  if (event.type === 'dispute') return event.reason;
  return undefined;
}

function actionCodeOf(event: DocumentEvent): ActionCode | null {
  switch (event.type) {
    case 'raiseConflict':
      return event.actionCode;
    case 'returnToProcessor':
      return event.finding.code;
    case 'remove':
      return event.actionCode;
    case 'conversionFailed':
      return ActionCode.ConversionFailure;
    case 'splitDone':
      return ActionCode.SplitComplete;
    case 'newFactorAdded':
      return ActionCode.PendingNewFactorComplete;
    case 'markFraud':
    case 'dispute':
      return ActionCode.MarkAsFraud;
    case 'confirmFraud':
      return ActionCode.ConfirmAsFraud;
    case 'clearFraud':
      return ActionCode.ClearedOfFraud;
    default:
      return null;
  }
}

/**
 * The processor confirms or corrects the fields (carrier, factor, what the document asks) while the
 * document is being processed; null when it is not in ReadyToProcess.
 */
export function confirmFields(
  document: NoaDocument,
  fields: Pick<NoaDocument, 'factorId' | 'factorName' | 'payeeId' | 'request'>,
): NoaDocument | null {
  if (document.status !== S.ReadyToProcess) return null;
  return { ...document, ...fields };
}

/** A new document as it arrives (Uploaded), before conversion. */
export function receivedDocument(input: {
  id: number;
  source: NoaDocument['source'];
  senderFactorId: number | null;
  declared?: DeclaredFields | null;
  now: Date;
}): NoaDocument {
  return {
    id: input.id,
    status: S.Uploaded,
    receivedAt: input.now.toISOString(),
    source: input.source,
    senderFactorId: input.senderFactorId,
    declared: input.declared ?? null,
    pages: [],
    proposed: null,
    factorId: null,
    factorName: null,
    payeeId: null,
    request: null,
    actionCode: null,
    processedBy: null,
    auditedBy: null,
    applied: null,
    coolingOffEndsAt: null,
    lease: null,
    completedTasks: [],
    auditFindings: [],
    history: [],
    version: 1,
  };
}
