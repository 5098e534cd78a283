import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { VettingRecord } from '../domain/highway/vetting-checks.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { keys, withoutKeys } from './keys.ts';
import { tableName } from './table.ts';

/** Writes a registry record under each number it has (seeding; a repeat replaces it with the same). */
export async function putVettingRecord(record: VettingRecord): Promise<void> {
  const numbers = [
    ...(record.dotNumber ? [keys.vettingRegistry('DOT', record.dotNumber)] : []),
    ...(record.mcNumber ? [keys.vettingRegistry('MC', record.mcNumber)] : []),
  ];
  for (const key of numbers) {
    await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...key, ...record } }));
  }
}

/** The registry's record of a carrier: by its DOT number, else its MC number; null when unknown. */
export async function findVettingRecord(numbers: {
  dotNumber: string | null;
  mcNumber: string | null;
}): Promise<VettingRecord | null> {
  const lookups = [
    ...(numbers.dotNumber ? [keys.vettingRegistry('DOT', numbers.dotNumber)] : []),
    ...(numbers.mcNumber ? [keys.vettingRegistry('MC', numbers.mcNumber)] : []),
  ];
  for (const key of lookups) {
    const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key }));
    if (Item) return withoutKeys(Item) as VettingRecord;
  }
  return null;
}
