/** Status codes of a notice-of-assignment (NOA) document in processing (seeds 001 §3). */
export const DocumentStatus = {
  Uploaded: 1,
  ReadyToConvert: 2,
  Removed: 5,
  Converted: 7,
  ConversionError: 8,
  ReadyToProcess: 9,
  ConversionErrorNotified: 11,
  ReadyToAudit: 12,
  Complete: 13,
  ActionConflict: 14,
  Deferred: 15,
  DeferredAndNotified: 16,
  RequestToSplit: 17,
  PendingNewFactor: 18,
  PendingLorValidation: 19,
  FraudInvestigation: 20,
  Held: 21,
  PendingOcr: 22,
  Deprecated: 23,
  PendingLorDesignation: 24,
  PendingLorDesignationHighRisk: 25,
  FraudConfirmed: 26,
} as const;
export type DocumentStatus = (typeof DocumentStatus)[keyof typeof DocumentStatus];

/** The older subset of document statuses: codes 1 to 17 (seeds 001 §3). */
export const legacyDocumentStatuses = Object.values(DocumentStatus).filter((code) => code <= 17);

/** Document task type ids of NOA processing (seeds 001 §3). */
export const DocumentTaskType = {
  AddAssignedFactor: 1,
  AddCarrier: 2,
  AddCarrierMC: 3,
  AddFactorToNotifyEmail: 4,
  AddFactorToNotify: 5,
  AddPayor: 6,
  AddLetterOfRelease: 7,
  AddLetterOfReleaseTypeId: 8,
  AddNoticeOfAssignment: 9,
  ConfirmDuplicateNoa: 10,
  ConfirmSpam: 11,
  Review: 12,
  SelectPayeeMatches: 13,
} as const;
export type DocumentTaskType = (typeof DocumentTaskType)[keyof typeof DocumentTaskType];

/** Action or reason codes staff record on an NOA document (seeds 001 §3). */
export const ActionCode = {
  MultipleCarriersListed: 1,
  BrokerNotSpecified: 2,
  InvalidSubmissionMethod: 3,
  InvalidBroker: 4,
  InvalidRelationship: 5,
  LorRequired: 6,
  IncorrectCarrierInformation: 7,
  InvalidFactor: 8,
  MissingMcDot: 9,
  Spam: 10,
  DuplicateNoa: 11,
  ConversionFailure: 12,
  NeedsToBeSplit: 13,
  SplitComplete: 14,
  PendingNewFactorComplete: 15,
  MarkAsFraud: 16,
  ClearedOfFraud: 17,
  Ignored: 18,
  ConfirmAsFraud: 19,
} as const;
export type ActionCode = (typeof ActionCode)[keyof typeof ActionCode];

/** Letter of release types (seeds 001 §3). */
export const LetterOfReleaseType = {
  GlobalLor: 1,
  SingleDebtorLor: 2,
} as const;
export type LetterOfReleaseType = (typeof LetterOfReleaseType)[keyof typeof LetterOfReleaseType];
