import { PaymentType } from '#shared/enums/payment-type.ts';
import { SelectCarrierBadge } from '#shared/enums/select-carrier.ts';
import type { Invoice, InvoiceRelationship } from '../invoices/invoice.ts';
import type { PayorTerms } from '../invoices/payment-terms.ts';
import { quickPayableStatuses } from '../invoices/quick-pay-quote.ts';
import { electionRefusal, offeredTerm } from '../invoices/term-election.ts';

/**
 * The Select Carrier programme (seeds 000 §1, §3, §9): a carrier that accepts the programme's rate
 * gets QuickPay automatically with every payor whose QuickPay fee is at or below that rate. The
 * rate is a configurable percentage (basis points here); no I/O.
 */

/** The rate when none is configured: 3 % (300 basis points). */
export const defaultSelectCarrierRateBps = 300;

/** Version of the Select Carrier terms the carrier accepts, kept with its acceptance. */
export const selectCarrierTermsVersion = '2026-01';

/**
 * A carrier's membership: the rate it accepted is its automatic QuickPay threshold from then on,
 * so a later change of the programme's rate never changes what a member agreed to.
 */
export type SelectCarrierMember = { rateBps: number };

type AutomaticRelationship = Pick<InvoiceRelationship, 'isClaimed' | 'assignedFactorId'>;

/**
 * Whether a member's invoices with this payor go to QuickPay by themselves: the relationship is
 * claimed and not paid to a factor, the payor offers QuickPay, and its fee is at or below the
 * member's rate ("at or below": equal qualifies). Not a member: never.
 */
export function qualifiesForAutomaticQuickPay(
  member: SelectCarrierMember | null,
  relationship: AutomaticRelationship,
  terms: PayorTerms | null,
): boolean {
  if (!member || !relationship.isClaimed || relationship.assignedFactorId !== null) return false;
  const quickPay = offeredTerm(terms, PaymentType.QuickPay);
  return quickPay !== null && quickPay.feeBps <= member.rateBps;
}

/**
 * The term a newly arriving invoice starts under: QuickPay for a member's qualifying relationship,
 * otherwise the relationship's own default. (The submission rules still put factored invoices and
 * other kinds than Standard on Standard Pay, and use a free QuickPay first.)
 */
export function arrivalPaymentType(
  member: SelectCarrierMember | null,
  relationship: AutomaticRelationship & Pick<InvoiceRelationship, 'paymentType'>,
  terms: PayorTerms | null,
): PaymentType {
  return qualifiesForAutomaticQuickPay(member, relationship, terms) ? PaymentType.QuickPay : relationship.paymentType;
}

/**
 * The invoices to move to QuickPay when a carrier joins: its quick-payable ones (under review or
 * approved, functions/domain/invoices/quick-pay-quote.ts) not on QuickPay yet whose term it may
 * still change (term-election.ts: not locked, standard, claimed, unfactored) with a qualifying
 * payor. Oldest upload first, so the relationship's free QuickPays go to the oldest invoices, as
 * the QuickPay quote counts them.
 */
export function invoicesToElectOnJoining(input: {
  invoices: readonly Invoice[];
  relationships: ReadonlyMap<number, InvoiceRelationship>;
  termsOf: (payorId: number) => PayorTerms | null;
  member: SelectCarrierMember;
}): Invoice[] {
  return input.invoices
    .filter((invoice) => {
      if (!(quickPayableStatuses as readonly number[]).includes(invoice.status)) return false;
      if (invoice.paymentType === PaymentType.QuickPay) return false;
      const relationship = input.relationships.get(invoice.relationshipId);
      if (!relationship || relationship.payeeId !== invoice.payeeId) return false;
      if (electionRefusal(invoice, relationship) !== null) return false;
      return qualifiesForAutomaticQuickPay(input.member, relationship, input.termsOf(invoice.payorId));
    })
    .sort((a, b) =>
      a.dates.uploaded === b.dates.uploaded ? a.id - b.id : a.dates.uploaded < b.dates.uploaded ? -1 : 1,
    );
}

/**
 * The badge of the Select Carrier card (seeds 000 §3: badge variants disabled and factored):
 * `member` once joined; `factored` when the carrier has claimed payors and every one of them pays a
 * factor (automatic QuickPay could never apply); `disabled` when this user may not join (only a
 * PayeeAdmin may); otherwise `offer`.
 */
export function selectCarrierBadge(input: {
  isMember: boolean;
  canJoin: boolean;
  relationships: readonly AutomaticRelationship[];
}): SelectCarrierBadge {
  if (input.isMember) return SelectCarrierBadge.Member;
  const claimed = input.relationships.filter((r) => r.isClaimed);
  if (claimed.length > 0 && claimed.every((r) => r.assignedFactorId !== null)) return SelectCarrierBadge.Factored;
  return input.canJoin ? SelectCarrierBadge.Offer : SelectCarrierBadge.Disabled;
}

/** A rate must be a whole number of basis points between 0 and 100 %. */
export function isValidRateBps(rateBps: number): boolean {
  return Number.isSafeInteger(rateBps) && rateBps >= 0 && rateBps <= 10_000;
}
