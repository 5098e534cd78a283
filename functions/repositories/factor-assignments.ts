import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { FactorAssignmentProposal, FactorAssignmentStatus } from '../domain/noa/factor-assignment.ts';
import { dynamo } from '../lib/aws-clients.ts';
import type { TransactItems } from './conditional-writes.ts';
import { factorAssignmentKeys, keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import type { RelationshipRecord } from './relationships.ts';
import { tableName } from './table.ts';

type Step = TransactItems[number];

/**
 * The step that writes a proposal in its next state, only if it is still at the version read
 * (0: a new proposal, written only if absent): of two decisions made on one version, one is written.
 */
export function factorAssignmentStep(proposal: FactorAssignmentProposal): Step {
  const { payeeId, id, status, proposedAt, version } = proposal;
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...factorAssignmentKeys.factorAssignment(payeeId, id),
        ...factorAssignmentKeys.factorAssignmentIdIndex(id),
        ...factorAssignmentKeys.factorAssignmentStatusIndex(status, proposedAt, id),
        ...factorAssignmentKeys.factorAssignmentLogIndex(proposedAt, id),
        ...proposal,
        version: version + 1,
      },
      ...(version === 0
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': version } }),
    },
  };
}

/** The step that records a create's Idempotency-Key with the proposal it made (written once). */
export function factorAssignmentRequestStep(
  userId: number,
  idempotencyKey: string,
  proposal: FactorAssignmentProposal,
): Step {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...factorAssignmentKeys.factorAssignmentRequest(userId, idempotencyKey),
        proposalId: proposal.id,
        payeeId: proposal.payeeId,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The proposal a user's create under this Idempotency-Key made, if any. */
export async function getFactorAssignmentRequest(
  userId: number,
  idempotencyKey: string,
): Promise<{ proposalId: number; payeeId: number } | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: factorAssignmentKeys.factorAssignmentRequest(userId, idempotencyKey),
      ConsistentRead: true,
    }),
  );
  return Item ? { proposalId: Number(Item.proposalId), payeeId: Number(Item.payeeId) } : null;
}

export async function getFactorAssignment(
  payeeId: number,
  proposalId: number,
): Promise<FactorAssignmentProposal | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: factorAssignmentKeys.factorAssignment(payeeId, proposalId),
      ConsistentRead: true,
    }),
  );
  return Item ? (withoutKeys(Item) as FactorAssignmentProposal) : null;
}

/** A proposal by its id alone: the index gives its carrier, then the item is read consistently. */
export async function findFactorAssignment(proposalId: number): Promise<FactorAssignmentProposal | null> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': factorAssignmentKeys.factorAssignmentIdIndex(proposalId).gsi2pk },
    }),
  );
  const found = Items[0];
  return found ? getFactorAssignment(Number(found.payeeId), proposalId) : null;
}

/** A carrier's proposals, consistently (the hold rules read the pending ones with its relationships). */
export async function listCarrierFactorAssignments(payeeId: number): Promise<FactorAssignmentProposal[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.payeePartition(payeeId), ':prefix': keys.factorAssignmentPrefix },
    ConsistentRead: true,
  });
  return items.map((item) => withoutKeys(item) as FactorAssignmentProposal);
}

/** Every relationship with a factor-of-record hold, by carrier: what may need a staff correction. */
export async function listHeldRelationships(): Promise<RelationshipRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': factorAssignmentKeys.heldRelationshipPartition },
  });
  return items.map((item) => withoutKeys(item) as RelationshipRecord).filter((r) => r.isFactorHeld === true);
}

/** Proposals in one status, the longest waiting first. */
export async function listFactorAssignmentsByStatus(
  status: FactorAssignmentStatus,
): Promise<FactorAssignmentProposal[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': factorAssignmentKeys.factorAssignmentStatusPartition(status) },
  });
  return items.map((item) => withoutKeys(item) as FactorAssignmentProposal).filter((p) => p.status === status);
}

/** The newest proposals, decided or not, at most `limit`. */
export async function listRecentFactorAssignments(limit: number): Promise<FactorAssignmentProposal[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': factorAssignmentKeys.factorAssignmentLogPartition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => withoutKeys(item) as FactorAssignmentProposal);
}
