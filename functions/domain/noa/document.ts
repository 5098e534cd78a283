import type { ActionCode, DocumentStatus, DocumentTaskType, LetterOfReleaseType } from '#shared/enums/noa-document.ts';

/**
 * What a factor's document asks: a notice of assignment (NOA: pay the factor from now on) for all
 * the carrier's payors (blanket) or for named debtors, or a letter of release (LOR: stop paying
 * it), global or for one debtor (seeds 001 §3 letter-of-release types).
 */
export type NoaDocumentKind =
  | { kind: 'noa'; scope: 'blanket' }
  | { kind: 'noa'; scope: 'debtors'; debtorPayorIds: number[] }
  | { kind: 'lor'; lorType: typeof LetterOfReleaseType.GlobalLor }
  | { kind: 'lor'; lorType: typeof LetterOfReleaseType.SingleDebtorLor; debtorPayorIds: number[] };

/** One page of the document as converted: its image in the paperwork bucket and the text read from it. */
export type NoaDocumentPage = { number: number; imageKey: string; text: string | null };

/**
 * What reading the document proposed (OCR: functions/domain/noa/proposed-fields.ts), for the
 * processor to confirm or correct: every field may be missing. Never acted on by itself: only the
 * confirmed fields of a completed document change an assignment.
 */
export type ProposedFields = {
  carrierName: string | null;
  mcNumber: string | null;
  dotNumber: string | null;
  factorName: string | null;
  debtorNames: string[];
  kind: 'noa' | 'lor' | null;
  /** `all`: a blanket NOA or a global LOR; `named`: only the debtors it names. */
  scope: 'all' | 'named' | null;
  /** The portal companies the names and numbers read were matched to, when any. */
  carrierId: number | null;
  factorId: number | null;
  debtorPayorIds: number[];
};

/**
 * What the sender said of the document when it sent it: the factor's upload form (kind, carrier by
 * MC or DOT, debtors) or the intake address it was mailed to (its debtor). A hint for the processor
 * beside what reading proposes, never acted on: only confirmed fields change an assignment.
 * `carrier.payeeId` is the portal carrier holding the number named, null when none does.
 */
export type DeclaredFields = {
  request: NoaDocumentKind | null;
  carrier: { payeeId: number | null; mcNumber: string | null; dotNumber: string | null } | null;
  debtorPayorIds: number[];
};

/** The person (or the portal itself, `userId` null) behind a step. */
export type DocumentActor = { userId: number | null; name: string | null };

/** Steps that leave the status where it is: taking the document, confirming its fields, a task done. */
export type DocumentWorkStep = 'taken' | 'fieldsConfirmed' | 'taskCompleted';

/**
 * One step of the document's life: from which status to which (the same for a work step), why,
 * who and when; `taskType` names the task a `taskCompleted` step did, `note` what the person wrote with it (an auditor's finding, a reason for a removal).
 */
export type DocumentHistoryEntry = {
  event: DocumentEvent['type'] | DocumentWorkStep;
  from: DocumentStatus;
  to: DocumentStatus;
  at: string;
  byUserId: number | null;
  byName: string | null;
  actionCode: ActionCode | null;
  taskType?: DocumentTaskType;
  note?: string;
};

/**
 * Who is working the document and until when (functions/domain/noa/lease.ts): taking the next
 * document writes it, so two processors never work the same one.
 */
export type DocumentLease = { userId: number; name: string | null; until: string };

/** A task of the document's checklist (functions/domain/noa/tasks.ts) done: which, by whom, when. */
export type CompletedTask = { taskType: DocumentTaskType; at: string; byUserId: number; byName: string | null };

/** What an auditor found wrong when returning a document to its processor (kept for the coachable report). */
export type AuditFinding = {
  at: string;
  auditorId: number;
  auditorName: string | null;
  processorId: number | null;
  processorName: string | null;
  code: ActionCode;
  text: string;
};

/**
 * What applying the completed document changed, kept to reverse it when fraud is confirmed: the
 * factor of record and each relationship's assigned factor before and after.
 */
export type AppliedChange = {
  at: string;
  factorOfRecordBefore: number | null;
  factorOfRecordAfter: number | null;
  relationships: { relationshipId: number; before: number | null; after: number | null }[];
  /** True when a payment would now go somewhere else than before (the fraud guard's trigger). */
  movesMoney: boolean;
};

/**
 * An NOA or LOR document from upload to its effect. `factorId`, `payeeId` and `request` are the
 * fields the processor confirmed (null until then); `proposed` is what reading the pages suggested.
 */
export type NoaDocument = {
  id: number;
  status: DocumentStatus;
  receivedAt: string;
  source: { channel: 'upload' | 'email'; fileKey: string; fileName: string; contentType: string };
  /** The factor that sent it (the uploading factor's company, or the intake address's). */
  senderFactorId: number | null;
  /** What the sender declared (absent on documents stored before it was kept). */
  declared?: DeclaredFields | null;
  pages: NoaDocumentPage[];
  proposed: ProposedFields | null;
  factorId: number | null;
  factorName: string | null;
  payeeId: number | null;
  request: NoaDocumentKind | null;
  actionCode: ActionCode | null;
  processedBy: (DocumentActor & { at: string }) | null;
  auditedBy: (DocumentActor & { at: string }) | null;
  applied: AppliedChange | null;
  /** Set when a completed NOA moved money: until then the carrier may dispute it (shared/constants). */
  coolingOffEndsAt: string | null;
  /** The live or lapsed lease of whoever took it last; every status move ends it. */
  lease: DocumentLease | null;
  /** Tasks of the checklist done on the confirmed fields; confirming other fields starts it again. */
  completedTasks: CompletedTask[];
  /** Every finding an audit returned it with, oldest first. */
  auditFindings: AuditFinding[];
  /** The documents an ops manager split this one into (absent on documents never split). */
  splitInto?: number[];
  /** The document this one's pages were split from (absent on documents received as they are). */
  splitFrom?: number;
  history: DocumentHistoryEntry[];
  version: number;
};

/** Every event the state machine knows (functions/domain/noa/document-transitions.ts). */
export type DocumentEvent =
  | { type: 'queueConversion' }
  | { type: 'startOcr' }
  | { type: 'converted'; pages: NoaDocumentPage[]; proposed: ProposedFields }
  | { type: 'conversionFailed' }
  | { type: 'conversionErrorNotified' }
  | { type: 'retryConversion' }
  | { type: 'releaseToQueue' }
  | { type: 'submitForAudit' }
  | { type: 'raiseConflict'; actionCode: ActionCode }
  | { type: 'resolveConflict' }
  | { type: 'defer' }
  | { type: 'notifyDeferred' }
  | { type: 'resume' }
  | { type: 'requestSplit' }
  /** An ops manager split a document holding several notices: `partIds` are the documents made of its pages. */
  | { type: 'splitDone'; partIds: number[] }
  | { type: 'awaitNewFactor' }
  | { type: 'newFactorAdded' }
  | { type: 'awaitLorDesignation'; highRisk: boolean }
  | { type: 'lorDesignated' }
  | { type: 'hold' }
  | { type: 'unhold' }
  | { type: 'remove'; actionCode: ActionCode | null; note?: string | null }
  | { type: 'deprecate' }
  | { type: 'markFraud' }
  /** The audit finds a fault: back to processing, the finding kept with the processor's name. */
  | { type: 'returnToProcessor'; finding: { code: ActionCode; text: string } }
  /** The second person's audit passes; `conflictingFactorId` is another factor of record, if any. */
  | { type: 'audit'; conflictingFactorId: number | null }
  | { type: 'lorResolved' }
  /** The carrier disputes a notice within its cooling-off window, saying why (shown to the fraud team). */
  | { type: 'dispute'; reason: string }
  | { type: 'confirmFraud' }
  | { type: 'clearFraud' };
