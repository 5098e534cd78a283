import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { deleteIf, putIfAbsentElseGet } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll, queryPages } from './paged-reads.ts';
import { tableName } from './table.ts';

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
  const outcome = await putIfAbsentElseGet(
    {
      ...keys.carrierDenyListEntry(entry.payorId, entry.payeeId),
      ...keys.deniedPayeeIndex(entry.payeeId, entry.payorId),
      ...entry,
    },
    () => getDenyListEntry(entry.payorId, entry.payeeId),
  );
  return outcome.created ? { entry, created: true } : { entry: outcome.existing, created: false };
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
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.carrierDenyListPartition(payorId) },
    ConsistentRead: true,
  });
  return items.map((item) => withoutKeys(item) as CarrierDenyListRecord);
}

/** Removes the entry; false when there was none. */
export async function deleteDenyListEntry(payorId: number, payeeId: number): Promise<boolean> {
  return deleteIf({ Key: keys.carrierDenyListEntry(payorId, payeeId), ConditionExpression: 'attribute_exists(pk)' });
}

/** The payors that put this carrier on their deny list (the carrier's list and reads leave their bills out). */
export async function listPayorsDenyingPayee(payeeId: number): Promise<number[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.deniedPayeePartition(payeeId) },
    ProjectionExpression: 'payorId',
  });
  return items.map((item) => Number(item.payorId));
}

/**
 * Whether the payor has a relationship (claimed or not) with the payee: read from the payor's
 * relationship index (functions/repositories/relationships.ts writes it).
 */
export async function payorKnowsPayee(payorId: number, payeeId: number): Promise<boolean> {
  const partition = keys.payorRelationshipIndex(payorId, 0).gsi1pk;
  const pages = queryPages({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'payeeId = :payee',
    ExpressionAttributeValues: { ':pk': partition, ':payee': payeeId },
    ProjectionExpression: 'payeeId',
  });
  for await (const items of pages) if (items.length > 0) return true;
  return false;
}
