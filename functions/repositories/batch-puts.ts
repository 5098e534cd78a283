import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { isDependencyUnavailable } from '../lib/aws-requests.ts';
import { tableName } from './table.ts';

/**
 * Puts many items with BatchWriteItem, 25 per call and `concurrency` calls at once, retrying what
 * DynamoDB leaves unprocessed. Only for items whose put is the same whatever writes it (new bulk
 * data, a closed period's lines): a batch whose outcome a timeout left unknown is sent again whole
 * (the SDK does not repeat unconditional writes). Not one transaction.
 */
export async function batchPutItems(
  items: readonly Record<string, unknown>[],
  concurrency: number,
  what: string,
): Promise<void> {
  const batches: Record<string, unknown>[][] = [];
  for (let start = 0; start < items.length; start += 25) {
    batches.push(items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })));
  }
  let next = 0;
  const writer = async () => {
    while (next < batches.length) {
      let pending = batches[next++] ?? [];
      for (let attempt = 0; pending.length > 0; attempt += 1) {
        if (attempt > 10) throw new Error(`BatchWriteItem left ${what} unprocessed`);
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** attempt)));
        try {
          const { UnprocessedItems } = await dynamo().send(
            new BatchWriteCommand({ RequestItems: { [tableName()]: pending as never } }),
          );
          pending = (UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
        } catch (error) {
          if (!isDependencyUnavailable(error)) throw error;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, batches.length)) }, writer));
}
