import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { Currency } from '#shared/enums/currency.ts';
import type { ReviewDecision, ReviewState } from '../bank-accounts/review.ts';
import {
  type FundingAccountFacts,
  type FundingReviewPlan,
  fundingReviewPlan,
  type ReplacementDecision,
  replacementDecision,
} from '../payor-profile/funding-accounts.ts';

/*
 * A factor's payout accounts: the payout run pays the invoices assigned to the factor into its
 * Active account in their currency (services/payout-run.ts reads only Active ones). A UserAdmin
 * submits a new account, which waits for LanePay's review like a carrier's (PendingVerification,
 * perhaps PendingFinalReview) while the active account goes on being paid into; approving it makes
 * it Active and retires the one it replaces in the same write. These are the payor funding
 * account's replacement rules (domain/payor-profile/funding-accounts.ts) applied per currency: a
 * factor may hold an account in each.
 */

/** A submitted account is ABA-routed: US dollars. */
export const submittedAccountCurrency = Currency.USD;

/**
 * The status of an active account a reviewed replacement retired: the factor, the payee of those
 * payments, asked for the change.
 */
export const replacedFactorAccountStatus = BankAccountStatus.InactivatedByPayee;

export type FactorAccountFacts = FundingAccountFacts & { currencyId: number; idempotencyKey: string | null };

/**
 * What a submission does: the same request again (its Idempotency-Key) answers the account it made,
 * whatever became of it; otherwise the replacement rules, among the accounts of its currency.
 */
export function factorSubmissionDecision(
  accounts: readonly FactorAccountFacts[],
  accountNumberHash: string,
  idempotencyKey: string | null,
): ReplacementDecision {
  const made = idempotencyKey ? accounts.find((account) => account.idempotencyKey === idempotencyKey) : undefined;
  if (made) return { kind: 'repeat', accountId: made.id };
  return replacementDecision(
    accounts.filter((account) => account.currencyId === submittedAccountCurrency),
    accountNumberHash,
  );
}

/**
 * A staff decision on a factor's account: approving it retires the account Active in its currency
 * (if another); a decision repeated changes nothing; a settled account is refused
 * (InvalidBankAccountReview).
 */
export function factorReviewPlan(
  account: Pick<FactorAccountFacts, 'id' | 'currencyId'> & ReviewState,
  accounts: readonly Pick<FactorAccountFacts, 'id' | 'currencyId' | 'status'>[],
  decision: ReviewDecision,
): FundingReviewPlan {
  const active = accounts.find(
    (other) =>
      other.id !== account.id && other.currencyId === account.currencyId && other.status === BankAccountStatus.Active,
  );
  return fundingReviewPlan(account, active ?? null, decision);
}
