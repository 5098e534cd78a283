import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';

/** What a reviewer decides about a pending account (staff review comes with the admin area). */
export const ReviewDecision = { Approve: 'approve', Decline: 'decline', Verify: 'verify' } as const;
export type ReviewDecision = (typeof ReviewDecision)[keyof typeof ReviewDecision];

export function isReviewDecision(value: string): value is ReviewDecision {
  return (Object.values(ReviewDecision) as string[]).includes(value);
}

export type ReviewState = { status: BankAccountStatus; isValidationRequired: boolean };

export class InvalidBankAccountReview extends Error {
  constructor(
    readonly from: BankAccountStatus,
    readonly decision: ReviewDecision,
  ) {
    super(`A bank account in status ${from} cannot be reviewed with '${decision}'`);
  }
}

/** States a review can start from: the seeds' two pending states (000 §3). */
const reviewable: readonly BankAccountStatus[] = [
  BankAccountStatus.PendingVerification,
  BankAccountStatus.PendingFinalReview,
];

/**
 * The state a review decision leads to (seeds 000 §3 and §4): approve makes a pending account
 * Active, decline makes it Rejected, and verify keeps it pending for final review with
 * `isValidationRequired` (staff call the payee within 7 business days). Repeating the decision that
 * put the account in its current state changes nothing ('unchanged'), so a re-run is harmless;
 * anything else from a settled state is refused.
 */
export function reviewOutcome(current: ReviewState, decision: ReviewDecision): ReviewState | 'unchanged' {
  const target = targetOf(decision);
  if (current.status === target.status && current.isValidationRequired === target.isValidationRequired) {
    return 'unchanged';
  }
  if (!reviewable.includes(current.status)) throw new InvalidBankAccountReview(current.status, decision);
  return target;
}

function targetOf(decision: ReviewDecision): ReviewState {
  switch (decision) {
    case ReviewDecision.Approve:
      return { status: BankAccountStatus.Active, isValidationRequired: false };
    case ReviewDecision.Decline:
      return { status: BankAccountStatus.Rejected, isValidationRequired: false };
    case ReviewDecision.Verify:
      return { status: BankAccountStatus.PendingFinalReview, isValidationRequired: true };
  }
}
