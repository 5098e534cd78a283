import { hasMismatchHold, mismatchesToAnswer } from '../domain/noa/incorrect-factor.ts';
import { listCarrierFactorAssignments } from '../repositories/factor-assignments.ts';
import { getFactorOfRecord } from '../repositories/factor-of-record.ts';
import { listRelationships } from '../repositories/relationships.ts';

// Apart from the answer (payee-factor-mismatches.ts), so the session's function, which asks this on
// every current_user, does not carry the factor-of-record model the answer writes through.

/** The carrier's relationships still to answer for; null when none is held as a mismatch. */
export async function carrierMismatches(payeeId: number) {
  const relationships = await listRelationships(payeeId);
  if (!hasMismatchHold(relationships)) return null;
  const [record, proposals] = await Promise.all([getFactorOfRecord(payeeId), listCarrierFactorAssignments(payeeId)]);
  return { record, relationships, proposals, open: mismatchesToAnswer(record, relationships, proposals) };
}

/**
 * Whether the carrier's users get the 'IncorrectFactor' missing detail: one query of the carrier's
 * relationships for almost every carrier (no mismatch hold), the factor records only when one is held.
 */
export async function incorrectFactorDue(payeeId: number): Promise<boolean> {
  return ((await carrierMismatches(payeeId))?.open.length ?? 0) > 0;
}
