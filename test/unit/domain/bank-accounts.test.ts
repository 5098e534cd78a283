import { describe, expect, it } from 'vitest';
import { bankAccountHash, lastFour } from '#functions/domain/bank-accounts/account-hash.ts';
import {
  companyBankAccounts,
  defaultAccountName,
  destinationDescription,
} from '#functions/domain/bank-accounts/describe.ts';
import {
  InvalidBankAccountReview,
  isReviewDecision,
  ReviewDecision,
  reviewOutcome,
} from '#functions/domain/bank-accounts/review.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';

const key = 'k'.repeat(32);
const pending = { status: BankAccountStatus.PendingVerification, isValidationRequired: false };
const finalReview = { status: BankAccountStatus.PendingFinalReview, isValidationRequired: true };

describe('review decisions (seeds 000 §3, §4)', () => {
  it('approves, declines or asks to verify a pending account', () => {
    expect(reviewOutcome(pending, ReviewDecision.Approve)).toEqual({
      status: BankAccountStatus.Active,
      isValidationRequired: false,
    });
    expect(reviewOutcome(pending, ReviewDecision.Decline)).toEqual({
      status: BankAccountStatus.Rejected,
      isValidationRequired: false,
    });
    expect(reviewOutcome(pending, ReviewDecision.Verify)).toEqual(finalReview);
  });

  it('settles an account in final review', () => {
    expect(reviewOutcome(finalReview, ReviewDecision.Approve)).toEqual({
      status: BankAccountStatus.Active,
      isValidationRequired: false,
    });
    expect(reviewOutcome(finalReview, ReviewDecision.Decline)).toMatchObject({ status: BankAccountStatus.Rejected });
  });

  it('treats a repeated decision as no change', () => {
    expect(reviewOutcome({ status: BankAccountStatus.Active, isValidationRequired: false }, 'approve')).toBe(
      'unchanged',
    );
    expect(reviewOutcome({ status: BankAccountStatus.Rejected, isValidationRequired: false }, 'decline')).toBe(
      'unchanged',
    );
    expect(reviewOutcome(finalReview, 'verify')).toBe('unchanged');
  });

  it('refuses to review a settled account otherwise', () => {
    const active = { status: BankAccountStatus.Active, isValidationRequired: false };
    expect(() => reviewOutcome(active, 'decline')).toThrow(InvalidBankAccountReview);
    expect(() => reviewOutcome(active, 'verify')).toThrow(InvalidBankAccountReview);
    const rejected = { status: BankAccountStatus.Rejected, isValidationRequired: false };
    expect(() => reviewOutcome(rejected, 'approve')).toThrow(InvalidBankAccountReview);
    const inactive = { status: BankAccountStatus.InactivatedByPayee, isValidationRequired: false };
    expect(() => reviewOutcome(inactive, 'approve')).toThrow(InvalidBankAccountReview);
  });

  it('knows its decisions', () => {
    expect(['approve', 'decline', 'verify'].every(isReviewDecision)).toBe(true);
    expect(isReviewDecision('activate')).toBe(false);
  });
});

describe('account number hash', () => {
  it('is keyed, stable and ignores formatting', () => {
    const hash = bankAccountHash(key, '021000021', '000123456789');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(bankAccountHash(key, '021000021', '0001-2345-6789')).toBe(hash);
    expect(bankAccountHash('x'.repeat(32), '021000021', '000123456789')).not.toBe(hash);
    expect(bankAccountHash(key, '021000021', '000123456780')).not.toBe(hash);
    expect(hash).not.toContain('123456789');
  });

  it('keeps the last four digits for display', () => {
    expect(lastFour('0001-2345-6789')).toBe('6789');
  });
});

describe('account descriptions', () => {
  it('describes where payments go without the number', () => {
    expect(destinationDescription({ methodType: PaymentMethodType.Ach, accountNumberLast4: '6789' })).toBe(
      'ACH ••••6789',
    );
    expect(
      destinationDescription({
        methodType: PaymentMethodType.Check,
        accountNumberLast4: null,
        mailTo: { city: 'Dallas', state: 'tx' },
      }),
    ).toBe('Check · Dallas, TX');
  });

  it('names an account after its bank when the payee gives no name', () => {
    expect(
      defaultAccountName({ bankName: 'Citibank, N.A.', accountNumberLast4: '1234', description: 'ACH ••••1234' }),
    ).toBe('Citibank, N.A. ••••1234');
    expect(defaultAccountName({ bankName: null, accountNumberLast4: null, description: 'Check · Dallas, TX' })).toBe(
      'Check · Dallas, TX',
    );
  });

  it('summarises the wallet for the current user, by id', () => {
    expect(
      companyBankAccounts([
        { id: 7, status: 5, isValidationRequired: false, destinationDescription: 'ACH ••••1111' },
        { id: 2, status: 1, isValidationRequired: false, destinationDescription: 'ACH ••••2222' },
      ]),
    ).toEqual([
      { id: 2, status: { id: 1 }, isValidationRequired: false, destinationDescription: 'ACH ••••2222' },
      { id: 7, status: { id: 5 }, isValidationRequired: false, destinationDescription: 'ACH ••••1111' },
    ]);
  });
});
