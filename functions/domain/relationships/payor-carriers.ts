import { ClaimedFilter, InviteContactKind, PayorRelationshipSortField } from '#shared/enums/payor-relationship.ts';
import { toE164 } from '#shared/validation/phone.ts';

/**
 * Rules of the payor's carriers list and of inviting a carrier (seeds 001 §2 "Carriers"): plain
 * functions, the service reads and writes around them.
 */

/** What the list searches, filters and sorts on for each relationship. */
export type CarrierListFacts = {
  id: number;
  name: string;
  mcNumber: string | null;
  dotNumber: string | null;
  isClaimed: boolean;
  claimedAt: string | null;
  availableInvoiceCount: number;
  availableInvoiceAmount: number;
};

/**
 * A search matches the carrier's name anywhere (case-insensitive), or the start of its MC or DOT
 * number; an "MC" or "DOT" prefix typed before the number is ignored ("MC 1234" finds MC 123456).
 */
export function matchesCarrierSearch(facts: CarrierListFacts, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (text === '') return true;
  if (facts.name.toLowerCase().includes(text)) return true;
  const digits = text.replace(/^(mc|dot)[\s#:-]*/, '');
  if (!/^\d+$/.test(digits)) return false;
  return [facts.mcNumber, facts.dotNumber].some((number) => number?.startsWith(digits) === true);
}

export function matchesClaimedFilter(facts: Pick<CarrierListFacts, 'isClaimed'>, filter?: ClaimedFilter): boolean {
  if (filter === ClaimedFilter.Claimed) return facts.isClaimed;
  if (filter === ClaimedFilter.Unclaimed) return !facts.isClaimed;
  return true;
}

function compareBy(field: PayorRelationshipSortField, a: CarrierListFacts, b: CarrierListFacts): number {
  switch (field) {
    case PayorRelationshipSortField.AvailableInvoiceAmount:
      return a.availableInvoiceAmount - b.availableInvoiceAmount;
    case PayorRelationshipSortField.AvailableInvoiceCount:
      return a.availableInvoiceCount - b.availableInvoiceCount;
    case PayorRelationshipSortField.ClaimedDate:
      // Not yet claimed sorts as the oldest, so the newest connections lead a descending sort.
      return (a.claimedAt ?? '').localeCompare(b.claimedAt ?? '');
    case PayorRelationshipSortField.Name:
      return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
  }
}

/** Sorted by the field, then by name and id, so equal values keep one order across pages. */
export function sortCarriers<T extends CarrierListFacts>(
  rows: readonly T[],
  field: PayorRelationshipSortField,
  ascending: boolean,
): T[] {
  const direction = ascending ? 1 : -1;
  return [...rows].sort(
    (a, b) => direction * compareBy(field, a, b) || compareBy(PayorRelationshipSortField.Name, a, b) || a.id - b.id,
  );
}

/** The stored form of an invited contact: email addresses in lower case, phones in E.164. */
export function normalisedContact(kind: InviteContactKind, value: string): string {
  return kind === InviteContactKind.Email ? value.trim().toLowerCase() : toE164(value);
}

/** Who an invitation is for, from what is stored already. */
export type InviteTarget =
  /** The payor invited this contact before, or already has a relationship with this carrier: that one. */
  | { kind: 'existing'; payeeId: number; relationshipId: number }
  /** A carrier on the portal (its MC/DOT is registered): a new relationship under it. */
  | { kind: 'knownCarrier'; payeeId: number }
  /** A carrier not on the portal yet: a company is created for it, and the invited address joins it. */
  | { kind: 'newCarrier' }
  /** The MC and the DOT number belong to two different carriers. */
  | { kind: 'numbersDisagree' }
  /** A carrier not on the portal yet is invited by email: a text cannot carry the account it needs. */
  | { kind: 'newCarrierNeedsEmail' };

export function inviteTarget(input: {
  invitedBefore: { payeeId: number; relationshipId: number } | null;
  companyByMc: number | null;
  companyByDot: number | null;
  /** This payor's relationship with the carrier the numbers name, if any. */
  relationshipWithCarrier: number | null;
  contactKind: InviteContactKind;
}): InviteTarget {
  if (input.invitedBefore) return { kind: 'existing', ...input.invitedBefore };
  const { companyByMc, companyByDot } = input;
  if (companyByMc !== null && companyByDot !== null && companyByMc !== companyByDot) return { kind: 'numbersDisagree' };
  const payeeId = companyByMc ?? companyByDot;
  if (payeeId === null) {
    return input.contactKind === InviteContactKind.Email ? { kind: 'newCarrier' } : { kind: 'newCarrierNeedsEmail' };
  }
  if (input.relationshipWithCarrier !== null) {
    return { kind: 'existing', payeeId, relationshipId: input.relationshipWithCarrier };
  }
  return { kind: 'knownCarrier', payeeId };
}
