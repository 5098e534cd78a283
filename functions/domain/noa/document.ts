import type { ActionCode, DocumentStatus, LetterOfReleaseType } from '#shared/enums/noa-document.ts';

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

/** The person (or the portal itself, `userId` null) behind a step. */
export type DocumentActor = { userId: number | null; name: string | null };

/** One step of the document's life: from which status to which, why, who and when. */
export type DocumentHistoryEntry = {
  event: DocumentEvent['type'];
  from: DocumentStatus;
  to: DocumentStatus;
  at: string;
  byUserId: number | null;
  byName: string | null;
  actionCode: ActionCode | null;
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
  | { type: 'splitDone' }
  | { type: 'awaitNewFactor' }
  | { type: 'newFactorAdded' }
  | { type: 'awaitLorDesignation'; highRisk: boolean }
  | { type: 'lorDesignated' }
  | { type: 'hold' }
  | { type: 'unhold' }
  | { type: 'remove'; actionCode: ActionCode | null }
  | { type: 'deprecate' }
  | { type: 'markFraud' }
  | { type: 'returnToProcessor' }
  /** The second person's audit passes; `conflictingFactorId` is another factor of record, if any. */
  | { type: 'audit'; conflictingFactorId: number | null }
  | { type: 'lorResolved' }
  | { type: 'dispute' }
  | { type: 'confirmFraud' }
  | { type: 'clearFraud' };
