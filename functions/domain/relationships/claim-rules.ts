import { standardPayDays } from '#shared/constants/payments.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { RelationshipContactStatus } from '#shared/enums/relationship.ts';
import { availablePaymentTerms, type PaymentTerm, type PayorTerms } from '../invoices/payment-terms.ts';

/**
 * The rules of claiming payor relationships (seeds 000 §2.5, §2.6, §4 Relationship): which
 * relationships a claim touches, when no code is needed, which payment terms may be chosen, what a
 * claim writes, and which follow-up dialogs it leads to. No I/O.
 */

/** What the rules need of a relationship. */
export type ClaimableRelationship = {
  id: number;
  payorId: number;
  isClaimed: boolean;
  /** The contact method the payor holds first; older records carry only this one. */
  contactMethodId: number | null;
  /** Every contact method the payor holds for the carrier (absent on older records). */
  contactMethodIds?: number[] | undefined;
  isPreVerified?: boolean | undefined;
  assignedFactorId: number | null;
  paymentType: PaymentType;
};

/** How a relationship was claimed, kept with it for the record. */
export const ClaimMethod = {
  VerificationCode: 'verificationCode',
  PreVerified: 'preVerified',
  InvoiceDetails: 'invoiceDetails',
  AuthorizationForm: 'authorizationForm',
} as const;
export type ClaimMethod = (typeof ClaimMethod)[keyof typeof ClaimMethod];

/** The contact methods through which a relationship can be verified. */
export function contactMethodIdsOf(relationship: Pick<ClaimableRelationship, 'contactMethodId' | 'contactMethodIds'>) {
  const ids = new Set(relationship.contactMethodIds ?? []);
  if (relationship.contactMethodId !== null) ids.add(relationship.contactMethodId);
  return [...ids].sort((a, b) => a - b);
}

export function isLinkedTo(relationship: ClaimableRelationship, contactMethodId: number): boolean {
  return contactMethodIdsOf(relationship).includes(contactMethodId);
}

/**
 * Splits the requested relationships into those to claim now and those already claimed: claiming
 * an already-claimed relationship of the same carrier is an idempotent success, not an error.
 */
export function planClaim<R extends ClaimableRelationship>(relationships: readonly R[]) {
  return {
    toClaim: relationships.filter((r) => !r.isClaimed),
    alreadyClaimed: relationships.filter((r) => r.isClaimed),
  };
}

/**
 * Whether a relationship may be claimed without a code (seeds 000 §4: it counts as pre-verified
 * when no contact method is chosen and it is pre-verified itself, or when the chosen contact
 * method is pre-verified and on file for it).
 */
export function mayClaimWithoutVerification(
  relationship: ClaimableRelationship,
  chosen: { id: number; isPreVerified: boolean } | null,
): boolean {
  if (!chosen) return relationship.isPreVerified === true;
  return chosen.isPreVerified && isLinkedTo(relationship, chosen.id);
}

/** The terms a carrier may choose with a payor: Standard Pay only when the payor offers nothing else. */
export function termsOffered(terms: PayorTerms | null): PaymentTerm[] {
  if (terms) return availablePaymentTerms(terms);
  return [{ paymentType: PaymentType.StandardPay, termDays: standardPayDays, feeBps: 0, isQuickPay: false }];
}

/** The offered term of that type, or null when the payor does not offer it. */
export function offeredTerm(terms: PayorTerms | null, paymentType: PaymentType): PaymentTerm | null {
  return termsOffered(terms).find((term) => term.paymentType === paymentType) ?? null;
}

/** What a claim writes onto a relationship (seeds 000 §4; brief: claimedAt, termsAcceptedAt, …). */
export function claimedState(input: {
  terms: PayorTerms | null;
  paymentType: PaymentType;
  userId: number;
  now: Date;
  method: ClaimMethod;
}) {
  const at = input.now.toISOString();
  return {
    isClaimed: true as const,
    claimedAt: at,
    claimedByUserId: input.userId,
    contactStatus: RelationshipContactStatus.Confirmed,
    termsAcceptedAt: at,
    paymentType: input.paymentType,
    freeQuickPaysRemaining: input.terms?.freeQuickPayCount ?? 0,
    claimMethod: input.method,
  };
}

export type ClaimFollowUps = {
  /** Unclaimed relationships on the chosen contact method that the user did not select. */
  claimMoreRelationshipIds: number[];
  /** Claimed relationships without an assigned factor whose payor offers QuickPay, not yet on it. */
  quickPayRelationshipIds: number[];
};

/**
 * What follows a claim (seeds 000 §4): 'claim more brokers' when unclaimed relationships remain
 * for the same contact method that the user did not select; the QuickPay offer when a claimed
 * relationship has no assigned factor and its payor offers QuickPay. A relationship already on
 * QuickPay is not offered it again.
 */
export function claimFollowUps(input: {
  claimed: readonly ClaimableRelationship[];
  all: readonly ClaimableRelationship[];
  contactMethodId: number | null;
  selectedIds: readonly number[];
  termsOf: (payorId: number) => PayorTerms | null;
}): ClaimFollowUps {
  const selected = new Set(input.selectedIds);
  const { contactMethodId } = input;
  const claimMoreRelationshipIds =
    contactMethodId === null
      ? []
      : input.all.filter((r) => !r.isClaimed && !selected.has(r.id) && isLinkedTo(r, contactMethodId)).map((r) => r.id);
  const quickPayRelationshipIds = input.claimed
    .filter(
      (r) =>
        r.isClaimed &&
        r.assignedFactorId === null &&
        r.paymentType !== PaymentType.QuickPay &&
        termsOffered(input.termsOf(r.payorId)).some((term) => term.isQuickPay),
    )
    .map((r) => r.id);
  return { claimMoreRelationshipIds, quickPayRelationshipIds };
}

/** Invoice and load numbers compare without case, spaces or dashes ("lsf 24001" is "LSF-24001"). */
export function normalisedReference(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * Claim by invoice details (seeds 000 §3 Claim form): the carrier proves the relationship by
 * naming one of its invoices from that payor by invoice or load number and its amount in cents.
 */
export function matchesInvoiceDetails(
  invoice: { invoiceNumber: string; loadNumber: string; grossCents: number },
  details: { invoiceOrLoadNumber: string; invoiceOrLoadAmount: number },
): boolean {
  const wanted = normalisedReference(details.invoiceOrLoadNumber);
  if (wanted === '') return false;
  const numberMatches =
    normalisedReference(invoice.invoiceNumber) === wanted || normalisedReference(invoice.loadNumber) === wanted;
  return numberMatches && invoice.grossCents === details.invoiceOrLoadAmount;
}

/**
 * The broker authorization form names the carrier by MC or DOT number; it must be the number on
 * file for the signed-in carrier ("MC-654321", "mc 654321" and "654321" are the same).
 */
export function matchesCarrierNumber(
  company: { mcNumber: string | null; dotNumber: string | null },
  entered: string,
): boolean {
  const digits = entered.replace(/^\s*(MC|DOT)[\s#-]*/i, '').replace(/\D/g, '');
  if (digits === '') return false;
  const strip = (value: string | null) => (value ?? '').replace(/\D/g, '').replace(/^0+/, '');
  const wanted = digits.replace(/^0+/, '');
  return wanted !== '' && (strip(company.mcNumber) === wanted || strip(company.dotNumber) === wanted);
}

/** Failed claims by invoice details a relationship tolerates within the window. */
export const invoiceDetailsMaxFailures = 5;
export const invoiceDetailsWindowMs = 60 * 60 * 1000;

export type InvoiceCheckWindow = { failures: number; windowStartedAt: string };

function windowOpen(check: InvoiceCheckWindow | null | undefined, now: Date): check is InvoiceCheckWindow {
  return !!check && now.getTime() - Date.parse(check.windowStartedAt) < invoiceDetailsWindowMs;
}

/** Whether another claim by invoice details may be tried ('No attempts remaining' otherwise). */
export function invoiceCheckAllowed(check: InvoiceCheckWindow | null | undefined, now: Date): boolean {
  return !windowOpen(check, now) || check.failures < invoiceDetailsMaxFailures;
}

/** How many claims by invoice details may still be tried now (the window resets after an hour). */
export function invoiceCheckAttemptsRemaining(check: InvoiceCheckWindow | null | undefined, now: Date): number {
  return windowOpen(check, now) ? Math.max(0, invoiceDetailsMaxFailures - check.failures) : invoiceDetailsMaxFailures;
}

/** The window after one more failed try at `now`. */
export function afterInvoiceCheckFailure(check: InvoiceCheckWindow | null | undefined, now: Date): InvoiceCheckWindow {
  return windowOpen(check, now)
    ? { failures: check.failures + 1, windowStartedAt: check.windowStartedAt }
    : { failures: 1, windowStartedAt: now.toISOString() };
}

/** The contact status a relationship takes when the carrier starts claiming it or asks for help. */
export function pendingContactStatus(current: RelationshipContactStatus): RelationshipContactStatus {
  return current === RelationshipContactStatus.New || current === RelationshipContactStatus.Contacted
    ? RelationshipContactStatus.Pending
    : current;
}
