import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { tableName } from './table.ts';

/** The attributes to read of each item (a ProjectionExpression with its attribute names). */
export type Projection = { expression: string; names?: Record<string, string> };

/**
 * The items under some keys, read 100 at a time (BatchGetItem; consistently unless `consistent` is
 * false), unprocessed keys read again with a backoff. Missing items are left out; the order is not
 * the keys'.
 */
export async function batchGetItems(
  itemKeys: readonly Record<string, unknown>[],
  options: { projection?: Projection; consistent?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const { projection, consistent = true } = options;
  const found: Record<string, unknown>[] = [];
  for (let start = 0; start < itemKeys.length; start += 100) {
    let pending: Record<string, unknown>[] = itemKeys.slice(start, start + 100);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      if (attempt > 8) throw new Error('BatchGetItem left keys unprocessed');
      const { Responses, UnprocessedKeys } = await dynamo().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: pending,
              ConsistentRead: consistent,
              ...(projection
                ? { ProjectionExpression: projection.expression, ExpressionAttributeNames: projection.names }
                : {}),
            },
          },
        }),
      );
      found.push(...(Responses?.[tableName()] ?? []));
      pending = UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return found;
}
