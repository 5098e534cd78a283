import { ClaimDialog, ClaimStep, claimSteps, visibleClaimDialog } from '#shared/enums/claim-flow.ts';
import type { PaymentType } from '#shared/enums/payment-type.ts';
import type { ClaimResult, ContactMethodRelationship, PayeeRelationship } from '#shared/schemas/payee-relationships.ts';

/**
 * The pure rules of the claim screens (seeds 000 §2.6, §4 Relationship): step numbering, which
 * contact methods and terms a selection can use, which call claims it, and which dialog shows after
 * a claim. Unit-tested in test/unit/domain/relationships-claim-flow.test.ts.
 */

/** "Step 3 of 4": a step's number and the total. */
export function stepProgress(step: ClaimStep): { current: number; total: number } {
  return { current: claimSteps.indexOf(step) + 1, total: claimSteps.length };
}

/** Contact methods on file for every selected relationship: one code can verify them all. */
export function sharedContactMethods(
  contactMethods: readonly ContactMethodRelationship[],
  selectedIds: readonly number[],
): ContactMethodRelationship[] {
  if (selectedIds.length === 0) return [];
  return contactMethods.filter((method) => selectedIds.every((id) => method.payeeRelationshipIds.includes(id)));
}

/** Payment types every selected payor offers (a bulk claim gives all of them the same default term). */
export function commonPaymentTypes(relationships: readonly Pick<PayeeRelationship, 'availablePaymentTerms'>[]) {
  const [first, ...rest] = relationships;
  if (!first) return [];
  return first.availablePaymentTerms
    .map((term) => term.paymentType)
    .filter((type) => rest.every((r) => r.availablePaymentTerms.some((term) => term.paymentType === type)));
}

/** How the carrier proves the relationship. */
export type VerificationMode = 'code' | 'preVerified' | 'invoiceDetails' | 'authorizationForm';

/**
 * Whether the selection counts as pre-verified (seeds 000 §4): no contact method chosen and every
 * selected relationship pre-verified, or the chosen contact method pre-verified.
 */
export function isPreVerifiedSelection(
  relationships: readonly Pick<PayeeRelationship, 'preVerified'>[],
  chosen: Pick<ContactMethodRelationship, 'isPreVerified'> | null,
): boolean {
  if (chosen) return chosen.isPreVerified;
  return relationships.length > 0 && relationships.every((r) => r.preVerified);
}

/** Which claim call a claim makes. */
export type ClaimCall =
  | 'claimRelationship'
  | 'claimRelationships'
  | 'claimForContactMethod'
  | 'claimWithoutVerification'
  | 'claimByInvoiceDetails'
  | 'claimByAuthorizationForm';

export function claimCallFor(input: {
  mode: VerificationMode;
  selectedCount: number;
  /** Every unclaimed relationship of the chosen contact method is selected (claim by contact info). */
  wholeContactMethod: boolean;
}): ClaimCall {
  switch (input.mode) {
    case 'invoiceDetails':
      return 'claimByInvoiceDetails';
    case 'authorizationForm':
      return 'claimByAuthorizationForm';
    case 'preVerified':
      // Every payor of a pre-verified contact method at once; otherwise one by one.
      return input.selectedCount > 1 && input.wholeContactMethod ? 'claimForContactMethod' : 'claimWithoutVerification';
    case 'code':
      return input.selectedCount === 1 ? 'claimRelationship' : 'claimRelationships';
  }
}

/** What the claim screen still has to show after a claim. */
export type FollowUpState = {
  /** The verification dialog is open (it always closes after a claim). */
  verifying: boolean;
  claimMoreIds: readonly number[];
  quickPayIds: readonly number[];
};

/** The follow-ups a claim result asks for; the verification dialog closes with the claim. */
export function followUpsAfter(result: Pick<ClaimResult, 'followUps'>): FollowUpState {
  return {
    verifying: false,
    claimMoreIds: result.followUps.claimMoreRelationshipIds,
    quickPayIds: result.followUps.quickPayRelationshipIds,
  };
}

/** The one claim dialog to show now, in the seeds' priority: verificationCode, claimMoreBrokers, quickPay. */
export function currentClaimDialog(state: FollowUpState): ClaimDialog | null {
  const requested = new Set<ClaimDialog>();
  if (state.verifying) requested.add(ClaimDialog.VerificationCode);
  if (state.claimMoreIds.length > 0) requested.add(ClaimDialog.ClaimMoreBrokers);
  if (state.quickPayIds.length > 0) requested.add(ClaimDialog.QuickPay);
  return visibleClaimDialog(requested);
}

/**
 * The success toast shows when no 'claim more brokers' offer is pending (seeds 000 §4: that
 * dialog opens instead; the toast follows when it closes).
 */
export function successToastDue(state: FollowUpState): boolean {
  return !state.verifying && state.claimMoreIds.length === 0;
}

/** The flow is over (on to the bank account step) when no dialog is left. */
export function followUpsDone(state: FollowUpState): boolean {
  return currentClaimDialog(state) === null;
}

/** Payment types as the term picker offers them, in the seeds' order. */
export function orderedPaymentTypes(types: readonly PaymentType[]): PaymentType[] {
  return [...types].sort((a, b) => a - b);
}

export { ClaimDialog, ClaimStep };

/** What the claim screens pass along through navigation state. */
export type ClaimNavigationState = { claimedIds?: number[] };
