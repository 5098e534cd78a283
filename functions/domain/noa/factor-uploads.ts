import { FactorNoaKind, FactorNoaUploadState } from '#shared/enums/factor-noa-upload.ts';
import { DocumentStatus, LetterOfReleaseType } from '#shared/enums/noa-document.ts';
import type { NoaDocumentKind } from './document.ts';
import type { AssignableRelationship, FactorOfRecord } from './factor-of-record.ts';

/*
 * The factor's side of its documents (issue 15): what its upload form's kinds mean to the model,
 * what it is told of each document's status, and what it learns at once of the carrier it names.
 */

/** The model's request for a kind of the factor's form and the debtors it named. */
export function requestOfKind(kind: FactorNoaKind, debtorPayorIds: readonly number[]): NoaDocumentKind {
  switch (kind) {
    case FactorNoaKind.NoaBlanket:
      return { kind: 'noa', scope: 'blanket' };
    case FactorNoaKind.NoaDebtors:
      return { kind: 'noa', scope: 'debtors', debtorPayorIds: [...debtorPayorIds] };
    case FactorNoaKind.LorGlobal:
      return { kind: 'lor', lorType: LetterOfReleaseType.GlobalLor };
    case FactorNoaKind.LorSingleDebtor:
      return { kind: 'lor', lorType: LetterOfReleaseType.SingleDebtorLor, debtorPayorIds: [...debtorPayorIds] };
  }
}

/** The form's kind of a request (the inverse of requestOfKind). */
export function kindOfRequest(request: NoaDocumentKind): FactorNoaKind {
  if (request.kind === 'noa') return request.scope === 'blanket' ? FactorNoaKind.NoaBlanket : FactorNoaKind.NoaDebtors;
  return request.lorType === LetterOfReleaseType.GlobalLor ? FactorNoaKind.LorGlobal : FactorNoaKind.LorSingleDebtor;
}

const S = DocumentStatus;

/**
 * What the factor is told of a status: the staff's steps (conversion, processing, audit, deferrals,
 * conflicts they resolve with the factor) are all "in review" to it, once the file has been read.
 */
export function factorStateOf(status: DocumentStatus): FactorNoaUploadState {
  switch (status) {
    case S.Uploaded:
    case S.ReadyToConvert:
    case S.PendingOcr:
    case S.Converted:
      return FactorNoaUploadState.Received;
    case S.PendingLorValidation:
      return FactorNoaUploadState.WaitingForRelease;
    case S.Complete:
      return FactorNoaUploadState.Accepted;
    case S.Removed:
    case S.Deprecated:
    case S.FraudConfirmed:
      return FactorNoaUploadState.NotAccepted;
    case S.FraudInvestigation:
      return FactorNoaUploadState.FraudReview;
    default:
      return FactorNoaUploadState.InReview;
  }
}

/** What stands between the factor's document and its effect, as the model will decide it (factor-of-record.ts). */
export type UploadConflict =
  | { kind: 'none' }
  /** The factor is already the carrier's factor of record (its NOA adds debtors or repeats). */
  | { kind: 'sameFactor' }
  /** An NOA waits for this factor's global letter of release (only a global LOR clears a factor of record). */
  | { kind: 'otherFactor'; factorId: number; factorName: string | null }
  | { kind: 'nothingToRelease' };

/**
 * The conflict check at upload: what `planApplication` would decide if the document completed now.
 * Another factor of record makes an NOA wait for that factor's global LOR; an LOR of a factor that
 * is neither of record nor assigned to any of the carrier's relationships releases nothing. Without
 * a kind yet (the factor is still typing), the answer is about the factor of record alone.
 */
export function uploadConflict(input: {
  factorId: number;
  record: FactorOfRecord;
  relationships: readonly AssignableRelationship[];
  kind?: FactorNoaKind;
}): UploadConflict {
  const { factorId, record, relationships, kind } = input;
  const isLor = kind === FactorNoaKind.LorGlobal || kind === FactorNoaKind.LorSingleDebtor;
  if (isLor) {
    const holdsAny = record.factorId === factorId || relationships.some((r) => r.assignedFactorId === factorId);
    return holdsAny ? { kind: 'none' } : { kind: 'nothingToRelease' };
  }
  if (record.factorId === null) return { kind: 'none' };
  if (record.factorId === factorId) return { kind: 'sameFactor' };
  return { kind: 'otherFactor', factorId: record.factorId, factorName: record.factorName };
}
