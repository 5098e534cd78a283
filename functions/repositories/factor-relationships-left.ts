import { batchPutItems } from './batch-puts.ts';
import { keys } from './keys.ts';
import { queryAll } from './paged-reads.ts';

/** A relationship that stopped being assigned to `factorId`. */
export type RelationshipLeft = { factorId: number; payeeId: number; relationshipId: number };

/**
 * How long a departure is remembered. The re-key that takes the relationship's invoices out of the
 * factor's index runs right after the change (services/factor-of-record.ts `syncInvoiceFactors`);
 * this leaves days for a failed one to be run again, and for the index to follow.
 */
const rememberedSeconds = 7 * 24 * 3600;

/**
 * Records that relationships left their factors, before the change that moves them is written:
 * should that change then not be written, a factor's list only checks those rows once more
 * (`relationshipsLeftFactor`), it never shows a row it should not.
 */
export async function recordRelationshipsLeft(left: readonly RelationshipLeft[], now: Date): Promise<void> {
  if (left.length === 0) return;
  const expiresAt = Math.floor(now.getTime() / 1000) + rememberedSeconds;
  const items = left.map((l) => ({
    ...keys.factorRelationshipLeft(l.factorId, l.payeeId, l.relationshipId),
    payeeId: l.payeeId,
    relationshipId: l.relationshipId,
    leftAt: now.toISOString(),
    expiresAt,
  }));
  await batchPutItems(items, 1, 'relationships leaving their factor');
}

/**
 * The relationships that left the factor lately (`payeeId:relationshipId`), read consistently: the
 * rows of these the factor's index may still hold are checked against the relationship itself.
 */
export async function relationshipsLeftFactor(factorId: number): Promise<Set<string>> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.company(factorId).pk,
      ':prefix': keys.factorRelationshipLeftPrefix,
    },
    ProjectionExpression: 'payeeId, relationshipId',
    ConsistentRead: true,
  });
  return new Set(items.map((item) => `${item.payeeId}:${item.relationshipId}`));
}
