/** Bank account status ids 1 to 12 (seeds 000 §3, 001 §3), numbered in the order listed. */
export const BankAccountStatus = {
  Active: 1,
  InactivatedByPayor: 2,
  InactivatedByPayee: 3,
  InactivatedByTriumph: 4,
  PendingVerification: 5,
  Rejected: 6,
  InactivatedByFactorMatch: 7,
  PendingFinalReview: 8,
  BankHashMatchingRequest: 9,
  PendingTransfermateApproval: 10,
  InactivatedByTransfermate: 11,
  RejectedByTransfermate: 12,
} as const;
export type BankAccountStatus = (typeof BankAccountStatus)[keyof typeof BankAccountStatus];

/** Statuses whose accounts are polled until they resolve (seeds 000 §3 and §4). */
export const pendingBankAccountStatuses = [
  BankAccountStatus.PendingVerification,
  BankAccountStatus.PendingFinalReview,
] as const satisfies readonly BankAccountStatus[];

export function isPendingBankAccountStatus(status: number): boolean {
  return (pendingBankAccountStatuses as readonly number[]).includes(status);
}

/** Why staff inactivated a bank account (seeds 000 §3, 001 §3), named as the seeds name them. */
export const InactivationReason = {
  unableToContact: 1,
  noLongerNeeded: 2,
  authorizedNumberDisconnected: 3,
  wrongNumber: 4,
  personalAccount: 5,
  requestedInError: 6,
  intermediaryBank: 7,
  factorAccount: 8,
  other: 9,
  fraud: 10,
} as const;
export type InactivationReason = (typeof InactivationReason)[keyof typeof InactivationReason];
