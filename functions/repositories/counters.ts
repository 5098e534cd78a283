import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { keys } from './keys.ts';
import { tableName } from './table.ts';

/** Ids below this are reserved for demo and reference data written with fixed ids. */
export const firstAllocatedId = 100_000;

/** Allocates the next numeric id of a sequence (companies, users, …) with an atomic counter. */
export async function nextId(sequence: string): Promise<number> {
  const result = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter(sequence),
      UpdateExpression: 'SET #value = if_not_exists(#value, :start) + :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':start': firstAllocatedId - 1, ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.value);
}
