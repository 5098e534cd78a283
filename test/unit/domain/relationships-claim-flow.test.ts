import { describe, expect, it } from 'vitest';
import { ClaimDialog, ClaimStep } from '#shared/enums/claim-flow.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import type { ContactMethodRelationship, PaymentTermView } from '#shared/schemas/payee-relationships.ts';
import {
  claimCallFor,
  commonPaymentTypes,
  currentClaimDialog,
  followUpsAfter,
  followUpsDone,
  isPreVerifiedSelection,
  sharedContactMethods,
  stepProgress,
  successToastDue,
} from '#web/features/payee-relationships/lib/claim-flow.ts';

const term = (paymentType: PaymentType): PaymentTermView => ({
  paymentType,
  termDays: paymentType === PaymentType.QuickPay ? 2 : 30,
  feeBps: paymentType === PaymentType.QuickPay ? 200 : 0,
  isQuickPay: paymentType === PaymentType.QuickPay,
});

const contact = (id: number, ids: number[], isPreVerified = false): ContactMethodRelationship => ({
  id,
  kind: 'phone',
  destination: '(•••) •••-0142',
  verificationMethods: [2, 3],
  isPreVerified,
  payeeRelationshipIds: ids,
});

describe('claim flow steps (seeds 000 §2.6)', () => {
  it('numbers the four steps in order: Step 3 of 4 is the payment term', () => {
    expect(stepProgress(ClaimStep.ConfirmYourRelationship)).toEqual({ current: 1, total: 4 });
    expect(stepProgress(ClaimStep.AuthenticationCodeModal)).toEqual({ current: 2, total: 4 });
    expect(stepProgress(ClaimStep.PaymentTermModal)).toEqual({ current: 3, total: 4 });
    expect(stepProgress(ClaimStep.AddBankAccount)).toEqual({ current: 4, total: 4 });
  });
});

describe('claim dialogs: one at a time, verificationCode, then claimMoreBrokers, then quickPay', () => {
  it('shows the highest requested dialog', () => {
    expect(currentClaimDialog({ verifying: true, claimMoreIds: [4], quickPayIds: [3] })).toBe(
      ClaimDialog.VerificationCode,
    );
    expect(currentClaimDialog({ verifying: false, claimMoreIds: [4], quickPayIds: [3] })).toBe(
      ClaimDialog.ClaimMoreBrokers,
    );
    expect(currentClaimDialog({ verifying: false, claimMoreIds: [], quickPayIds: [3] })).toBe(ClaimDialog.QuickPay);
    expect(currentClaimDialog({ verifying: false, claimMoreIds: [], quickPayIds: [] })).toBeNull();
  });

  it('closes the verification dialog after a claim and asks for the follow-ups the API named', () => {
    const state = followUpsAfter({ followUps: { claimMoreRelationshipIds: [4], quickPayRelationshipIds: [3] } });
    expect(state).toEqual({ verifying: false, claimMoreIds: [4], quickPayIds: [3] });
    expect(currentClaimDialog(state)).toBe(ClaimDialog.ClaimMoreBrokers);
    expect(followUpsDone(state)).toBe(false);
  });

  it('shows the success toast only when no claim-more offer is pending', () => {
    expect(successToastDue({ verifying: false, claimMoreIds: [], quickPayIds: [3] })).toBe(true);
    expect(successToastDue({ verifying: false, claimMoreIds: [4], quickPayIds: [] })).toBe(false);
    expect(followUpsDone({ verifying: false, claimMoreIds: [], quickPayIds: [] })).toBe(true);
  });
});

describe('what a selection can use', () => {
  it('offers only contact methods on file for every selected payor', () => {
    const methods = [contact(1, [3, 4]), contact(2, [5]), contact(3, [3, 4, 5])];
    expect(sharedContactMethods(methods, [3, 4]).map((m) => m.id)).toEqual([1, 3]);
    expect(sharedContactMethods(methods, [3, 5]).map((m) => m.id)).toEqual([3]);
    expect(sharedContactMethods(methods, [])).toEqual([]);
  });

  it('offers the payment types every selected payor has', () => {
    const gotp = [term(PaymentType.StandardPay), term(PaymentType.QuickPay), term(PaymentType.GuaranteedOnTimePay)];
    const plain = [term(PaymentType.StandardPay), term(PaymentType.QuickPay)];
    expect(commonPaymentTypes([{ availablePaymentTerms: gotp }, { availablePaymentTerms: plain }])).toEqual([
      PaymentType.StandardPay,
      PaymentType.QuickPay,
    ]);
    expect(commonPaymentTypes([{ availablePaymentTerms: gotp }])).toHaveLength(3);
    expect(commonPaymentTypes([])).toEqual([]);
  });

  it('counts as pre-verified with a pre-verified contact, or pre-verified payors and no contact', () => {
    expect(isPreVerifiedSelection([{ preVerified: false }], contact(1, [1], true))).toBe(true);
    expect(isPreVerifiedSelection([{ preVerified: true }], contact(1, [1], false))).toBe(false);
    expect(isPreVerifiedSelection([{ preVerified: true }, { preVerified: true }], null)).toBe(true);
    expect(isPreVerifiedSelection([{ preVerified: true }, { preVerified: false }], null)).toBe(false);
    expect(isPreVerifiedSelection([], null)).toBe(false);
  });

  it('claims through the call that fits the proof and the selection', () => {
    const base = { selectedCount: 1, wholeContactMethod: false };
    expect(claimCallFor({ ...base, mode: 'code' })).toBe('claimRelationship');
    expect(claimCallFor({ ...base, mode: 'code', selectedCount: 2 })).toBe('claimRelationships');
    expect(claimCallFor({ ...base, mode: 'preVerified' })).toBe('claimWithoutVerification');
    expect(claimCallFor({ mode: 'preVerified', selectedCount: 2, wholeContactMethod: true })).toBe(
      'claimForContactMethod',
    );
    expect(claimCallFor({ ...base, mode: 'invoiceDetails' })).toBe('claimByInvoiceDetails');
    expect(claimCallFor({ ...base, mode: 'authorizationForm' })).toBe('claimByAuthorizationForm');
  });
});
