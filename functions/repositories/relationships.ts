import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentType } from '#shared/enums/payment-type.ts';
import type { RelationshipContactStatus } from '#shared/enums/relationship.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { keys, withoutKeys } from './keys.ts';
import { isConditionalCheckFailure, tableName } from './table.ts';

/** A carrier's connection to one payor (seeds 000 §3 "Payee relationship"). */
export type RelationshipRecord = {
  id: number;
  payeeId: number;
  payorId: number;
  payorName: string;
  payorTypeId: number | null;
  currencyId: number;
  isClaimed: boolean;
  claimedAt: string | null;
  claimedByUserId: number | null;
  contactStatus: RelationshipContactStatus;
  /** The carrier contact details the payor holds, which a claim must verify. */
  contactMethodId: number | null;
  /** Default payment term of new invoices with this payor. */
  paymentType: PaymentType;
  freeQuickPaysRemaining: number;
  termsAcceptedAt: string | null;
  assignedFactorId: number | null;
  factorName: string | null;
  createdAt: string;
};

/** How a payor can reach the carrier (email or phone), shared by the relationships it is known for. */
export type ContactMethodRecord = {
  id: number;
  payeeId: number;
  kind: 'email' | 'phone';
  destination: string;
  isPreVerified: boolean;
};

export async function putRelationshipIfAbsent(relationship: RelationshipRecord): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.relationship(relationship.payeeId, relationship.id),
          ...keys.payorRelationshipIndex(relationship.payorId, relationship.id),
          ...relationship,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export async function getRelationship(payeeId: number, relationshipId: number): Promise<RelationshipRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.relationship(payeeId, relationshipId), ConsistentRead: true }),
  );
  return Item ? (withoutKeys(Item) as RelationshipRecord) : null;
}

export async function listRelationships(payeeId: number): Promise<RelationshipRecord[]> {
  return queryPayeePartition(payeeId, keys.relationshipPrefix) as Promise<RelationshipRecord[]>;
}

export async function putContactMethodIfAbsent(method: ContactMethodRecord): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.contactMethod(method.payeeId, method.id), ...method },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export async function listContactMethods(payeeId: number): Promise<ContactMethodRecord[]> {
  return queryPayeePartition(payeeId, keys.contactMethodPrefix) as Promise<ContactMethodRecord[]>;
}

async function queryPayeePartition(payeeId: number, prefix: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.payeePartition(payeeId), ':prefix': prefix },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []).map(withoutKeys));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
