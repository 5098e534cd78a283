/**
 * What a factor is told of a document it sent, in its own terms rather than the staff's status
 * codes (shared/enums/noa-document.ts): received (being read), in review with LanePay's staff,
 * waiting for another factor's letter of release, accepted (in effect), not accepted (removed,
 * replaced or refused), or under a fraud review.
 */
export const FactorNoaUploadState = {
  Received: 'received',
  InReview: 'inReview',
  WaitingForRelease: 'waitingForRelease',
  Accepted: 'accepted',
  NotAccepted: 'notAccepted',
  FraudReview: 'fraudReview',
} as const;
export type FactorNoaUploadState = (typeof FactorNoaUploadState)[keyof typeof FactorNoaUploadState];

/** What the factor's upload form says the document is (shared/schemas/factor-noa-documents.ts). */
export const FactorNoaKind = {
  NoaBlanket: 'noaBlanket',
  NoaDebtors: 'noaDebtors',
  LorGlobal: 'lorGlobal',
  LorSingleDebtor: 'lorSingleDebtor',
} as const;
export type FactorNoaKind = (typeof FactorNoaKind)[keyof typeof FactorNoaKind];

/** Kinds that name their debtors (the others cover every payor of the carrier). */
export const debtorKinds: readonly FactorNoaKind[] = [FactorNoaKind.NoaDebtors, FactorNoaKind.LorSingleDebtor];
