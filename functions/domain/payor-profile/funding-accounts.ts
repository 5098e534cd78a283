import { BankAccountStatus, isPendingBankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { type ReviewDecision, type ReviewState, reviewOutcome } from '../bank-accounts/review.ts';

/*
 * A payor's funding account: the bank account LanePay drafts for the payments it makes on the
 * payor's behalf (functions/services/payor-drafts.ts). One is Active at a time. A UserAdmin submits
 * a replacement, which waits for LanePay's review (PendingVerification, then possibly
 * PendingFinalReview) while the active account goes on being drafted; approving it makes it Active
 * and retires the one before (InactivatedByPayor: the payor asked for the change), declining it
 * (Rejected) leaves the active account as it was. One replacement waits at a time; the payor may
 * withdraw it (InactivatedByPayor) before the review.
 */

/** What the rules read of a payor's account. */
export type FundingAccountFacts = {
  id: number;
  status: BankAccountStatus;
  accountNumberHash: string;
  /** It was Active at some time (its history says so). */
  wasActive: boolean;
};

export type ReplacementDecision =
  /** A new replacement, waiting for review. */
  | { kind: 'create' }
  /** The same account already waits: the submission is a repeat and answers it. */
  | { kind: 'repeat'; accountId: number }
  /** It is the account drafted now. */
  | { kind: 'sameAsActive' }
  /** Another replacement waits. */
  | { kind: 'pendingExists'; accountId: number };

/** What submitting an account (by its keyed hash) does, given the payor's accounts. */
export function replacementDecision(
  accounts: readonly FundingAccountFacts[],
  accountNumberHash: string,
): ReplacementDecision {
  const pending = accounts.find((account) => isPendingBankAccountStatus(account.status));
  if (pending) {
    return pending.accountNumberHash === accountNumberHash
      ? { kind: 'repeat', accountId: pending.id }
      : { kind: 'pendingExists', accountId: pending.id };
  }
  const active = accounts.find((account) => account.status === BankAccountStatus.Active);
  return active?.accountNumberHash === accountNumberHash ? { kind: 'sameAsActive' } : { kind: 'create' };
}

export type FundingReviewPlan =
  | { kind: 'unchanged' }
  | {
      kind: 'move';
      next: ReviewState;
      /** The account becomes the one drafted. */
      activates: boolean;
      /** The active account it replaces, retired in the same write. */
      retires: number | null;
      /** It stops waiting for review (approved or declined). */
      endsPending: boolean;
    };

/**
 * A staff decision on a payor's account (the payee wallet's review rules, domain/bank-accounts/
 * review.ts): approving a waiting replacement activates it and retires the active account; a
 * decision repeated changes nothing; a settled account is refused (InvalidBankAccountReview).
 */
export function fundingReviewPlan(
  account: Pick<FundingAccountFacts, 'id'> & ReviewState,
  active: Pick<FundingAccountFacts, 'id'> | null,
  decision: ReviewDecision,
): FundingReviewPlan {
  const next = reviewOutcome(account, decision);
  if (next === 'unchanged') return { kind: 'unchanged' };
  const activates = next.status === BankAccountStatus.Active;
  return {
    kind: 'move',
    next,
    activates,
    retires: activates && active && active.id !== account.id ? active.id : null,
    endsPending: !isPendingBankAccountStatus(next.status),
  };
}

/** The status of a withdrawn replacement, and of an active account a replacement retired. */
export const retiredFundingStatus = BankAccountStatus.InactivatedByPayor;

export type WithdrawalDecision = 'withdraw' | 'alreadyWithdrawn' | 'notPending';

/**
 * Withdrawing a replacement: only while it waits for review. Withdrawing it again answers it as it
 * is; any other account (drafted now, replaced, declined) is not withdrawn.
 */
export function withdrawalDecision(account: Pick<FundingAccountFacts, 'status' | 'wasActive'>): WithdrawalDecision {
  if (isPendingBankAccountStatus(account.status)) return 'withdraw';
  if (account.status === retiredFundingStatus && !account.wasActive) return 'alreadyWithdrawn';
  return 'notPending';
}
