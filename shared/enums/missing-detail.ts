/**
 * Missing-detail kinds (seeds 000 §2.2) plus the two the sign-in flow adds: a password still to
 * set and SMS MFA still to enrol. Each has the URL segment of its /missing-details page.
 */
export const MissingDetail = {
  IncorrectFactor: 1,
  RejectedBankAccounts: 2,
  SetPassword: 3,
  Mfa: 4,
} as const;
export type MissingDetail = (typeof MissingDetail)[keyof typeof MissingDetail];

export const missingDetailSegment: Record<MissingDetail, string> = {
  [MissingDetail.IncorrectFactor]: 'incorrect-factor',
  [MissingDetail.RejectedBankAccounts]: 'rejected-bank-accounts',
  [MissingDetail.SetPassword]: 'set-password',
  [MissingDetail.Mfa]: 'mfa',
};
