/**
 * Where the payout run sends an invoice's money, decided from the records as they are at payment
 * time (never from what was true at approval): the carrier, the factor assigned to its relationship
 * (which must be the factor of record), or nowhere yet.
 */
export type PayoutRoute =
  | { kind: 'payee' }
  | { kind: 'factor'; factorId: number }
  | { kind: 'wait'; why: 'held' | 'coolingOff' | 'factorNotOfRecord' | 'unknownRelationship' };

/** What the route reads of the invoice's relationship (null: no relationship record). */
export type RouteRelationship = {
  assignedFactorId: number | null;
  isFactorHeld: boolean;
  coolingOffUntil: string | null;
} | null;

/**
 * The route of an invoice (pure). A held relationship is paid to nobody; one in a cooling-off window
 * waits it out; an assigned factor is paid only when it is the factor of record (otherwise the
 * mismatch hold is on its way and nobody is paid). A carrier is never paid while a factor is
 * assigned; an invoice without a relationship record is paid to the carrier only when the carrier
 * has no factor of record.
 */
export function payoutRouteOf(
  relationship: RouteRelationship,
  factorOfRecordId: number | null,
  now: Date,
): PayoutRoute {
  if (!relationship)
    return factorOfRecordId === null ? { kind: 'payee' } : { kind: 'wait', why: 'unknownRelationship' };
  if (relationship.isFactorHeld) return { kind: 'wait', why: 'held' };
  if (relationship.coolingOffUntil !== null && now.toISOString() < relationship.coolingOffUntil) {
    return { kind: 'wait', why: 'coolingOff' };
  }
  if (relationship.assignedFactorId === null) return { kind: 'payee' };
  if (relationship.assignedFactorId !== factorOfRecordId) return { kind: 'wait', why: 'factorNotOfRecord' };
  return { kind: 'factor', factorId: relationship.assignedFactorId };
}
