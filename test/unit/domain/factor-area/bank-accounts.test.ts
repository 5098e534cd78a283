import { describe, expect, it } from 'vitest';
import { InvalidBankAccountReview } from '#functions/domain/bank-accounts/review.ts';
import { factorReviewPlan, factorSubmissionDecision } from '#functions/domain/factor-area/bank-accounts.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { Currency } from '#shared/enums/currency.ts';

const usdActive = {
  id: 1,
  status: BankAccountStatus.Active,
  accountNumberHash: 'h1',
  wasActive: true,
  currencyId: Currency.USD,
  idempotencyKey: null,
};
const cadActive = { ...usdActive, id: 2, accountNumberHash: 'h2', currencyId: Currency.CAD };
const pending = {
  ...usdActive,
  id: 3,
  status: BankAccountStatus.PendingVerification,
  accountNumberHash: 'h3',
  wasActive: false,
  idempotencyKey: 'key-3',
};

describe('a factor’s new payout account', () => {
  it('is created beside the active ones, and refused when it is the active US dollar account', () => {
    expect(factorSubmissionDecision([usdActive, cadActive], 'h9', 'key-9')).toEqual({ kind: 'create' });
    expect(factorSubmissionDecision([usdActive, cadActive], 'h1', null)).toEqual({ kind: 'sameAsActive' });
    // A Canadian account is another currency's: the same number typed for US dollars is a new account.
    expect(factorSubmissionDecision([cadActive], 'h2', null)).toEqual({ kind: 'create' });
  });

  it('answers a repeat by its Idempotency-Key whatever became of it, or the same account while it waits', () => {
    const approved = { ...pending, status: BankAccountStatus.Active, wasActive: true };
    expect(factorSubmissionDecision([approved], 'h3', 'key-3')).toEqual({ kind: 'repeat', accountId: 3 });
    expect(factorSubmissionDecision([usdActive, pending], 'h3', 'other')).toEqual({ kind: 'repeat', accountId: 3 });
    expect(factorSubmissionDecision([usdActive, pending], 'h9', 'other')).toEqual({
      kind: 'pendingExists',
      accountId: 3,
    });
  });

  it('retires the active account of its currency when approved, and none when declined or sent for final review', () => {
    const all = [usdActive, cadActive, pending];
    const reviewed = { ...pending, isValidationRequired: false };
    expect(factorReviewPlan(reviewed, all, 'approve')).toMatchObject({ kind: 'move', activates: true, retires: 1 });
    expect(factorReviewPlan(reviewed, all, 'decline')).toMatchObject({ kind: 'move', activates: false, retires: null });
    expect(factorReviewPlan(reviewed, all, 'verify')).toMatchObject({
      kind: 'move',
      retires: null,
      endsPending: false,
    });
    expect(factorReviewPlan(reviewed, [cadActive, pending], 'approve')).toMatchObject({ retires: null });
  });

  it('changes nothing on a repeated decision and refuses a settled account', () => {
    const active = { ...usdActive, isValidationRequired: false };
    expect(factorReviewPlan(active, [usdActive], 'approve')).toEqual({ kind: 'unchanged' });
    expect(() => factorReviewPlan(active, [usdActive], 'decline')).toThrow(InvalidBankAccountReview);
  });
});
