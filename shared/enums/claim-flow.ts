/** Steps of the relationship claim flow, in order (seeds 000 §2.6). */
export const ClaimStep = {
  ConfirmYourRelationship: 'ConfirmYourRelationship',
  AuthenticationCodeModal: 'AuthenticationCodeModal',
  PaymentTermModal: 'PaymentTermModal',
  AddBankAccount: 'AddBankAccount',
} as const;
export type ClaimStep = (typeof ClaimStep)[keyof typeof ClaimStep];

export const claimSteps = [
  ClaimStep.ConfirmYourRelationship,
  ClaimStep.AuthenticationCodeModal,
  ClaimStep.PaymentTermModal,
  ClaimStep.AddBankAccount,
] as const satisfies readonly ClaimStep[];

/** Dialogs of the claim flow, highest priority first (seeds 000 §2.6). */
export const ClaimDialog = {
  VerificationCode: 'verificationCode',
  ClaimMoreBrokers: 'claimMoreBrokers',
  QuickPay: 'quickPay',
} as const;
export type ClaimDialog = (typeof ClaimDialog)[keyof typeof ClaimDialog];

const claimDialogPriority = [
  ClaimDialog.VerificationCode,
  ClaimDialog.ClaimMoreBrokers,
  ClaimDialog.QuickPay,
] as const satisfies readonly ClaimDialog[];

/** Only one claim dialog shows at a time: the first requested one in priority order, or none. */
export function visibleClaimDialog(requested: ReadonlySet<ClaimDialog>): ClaimDialog | null {
  return claimDialogPriority.find((dialog) => requested.has(dialog)) ?? null;
}
