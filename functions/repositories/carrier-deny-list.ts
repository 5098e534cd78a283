import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { keys, withoutKeys } from './keys.ts';
import { isConditionalCheckFailure, tableName } from './table.ts';

/**
 * A carrier on a payor's deny list (seeds 001 "Carrier deny list"): it may not view that payor's
 * paperwork. One item per payor and payee, so adding the same carrier twice finds the first entry.
 */
export type CarrierDenyListRecord = {
  id: string;
  payorId: number;
  payeeId: number;
  payeeName: string;
  createdAt: string;
  createdBy: string;
};

/** Entry ids name the payor and the payee, so an entry is found by id without an index. */
export function denyListEntryId(payorId: number, payeeId: number): string {
  return `${payorId}-${payeeId}`;
}

export function parseDenyListEntryId(id: string): { payorId: number; payeeId: number } | null {
  const match = /^(\d{1,15})-(\d{1,15})$/.exec(id);
  return match ? { payorId: Number(match[1]), payeeId: Number(match[2]) } : null;
}

/** Adds the entry unless the payor listed the carrier already; answers the stored entry either way. */
export async function putDenyListEntryIfAbsent(
  entry: CarrierDenyListRecord,
): Promise<{ entry: CarrierDenyListRecord; created: boolean }> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.carrierDenyListEntry(entry.payorId, entry.payeeId),
          ...keys.deniedPayeeIndex(entry.payeeId, entry.payorId),
          ...entry,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { entry, created: true };
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    const existing = await getDenyListEntry(entry.payorId, entry.payeeId);
    if (!existing) throw error;
    return { entry: existing, created: false };
  }
}

export async function getDenyListEntry(payorId: number, payeeId: number): Promise<CarrierDenyListRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.carrierDenyListEntry(payorId, payeeId),
      ConsistentRead: true,
    }),
  );
  return Item ? (withoutKeys(Item) as CarrierDenyListRecord) : null;
}

/** A payor's deny list, by payee id. */
export async function listDenyList(payorId: number): Promise<CarrierDenyListRecord[]> {
  const entries: CarrierDenyListRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.carrierDenyListPartition(payorId) },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    entries.push(...(page.Items ?? []).map((item) => withoutKeys(item) as CarrierDenyListRecord));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return entries;
}

/** Removes the entry; false when there was none. */
export async function deleteDenyListEntry(payorId: number, payeeId: number): Promise<boolean> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.carrierDenyListEntry(payorId, payeeId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** The payors that put this carrier on their deny list (the carrier's list and reads leave their bills out). */
export async function listPayorsDenyingPayee(payeeId: number): Promise<number[]> {
  const payorIds: number[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.deniedPayeePartition(payeeId) },
        ProjectionExpression: 'payorId',
        ExclusiveStartKey: startKey,
      }),
    );
    payorIds.push(...(page.Items ?? []).map((item) => Number(item.payorId)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return payorIds;
}

/**
 * Whether the payor has a relationship (claimed or not) with the payee: read from the payor's
 * relationship index (functions/repositories/relationships.ts writes it).
 */
export async function payorKnowsPayee(payorId: number, payeeId: number): Promise<boolean> {
  const partition = keys.payorRelationshipIndex(payorId, 0).gsi1pk;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        FilterExpression: 'payeeId = :payee',
        ExpressionAttributeValues: { ':pk': partition, ':payee': payeeId },
        ProjectionExpression: 'payeeId',
        ExclusiveStartKey: startKey,
      }),
    );
    if ((page.Items ?? []).length > 0) return true;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return false;
}
