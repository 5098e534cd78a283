import { type NativeAttributeValue, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { countItemsRead } from '../lib/read-progress.ts';
import { tableName } from './table.ts';

type Item = Record<string, NativeAttributeValue>;

/** A Query's input without what the paging fills in: the table and where each page starts. */
export type PagedQuery = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/**
 * The pages of a Query, one at a time (each up to 1 MB, or `Limit` items), following
 * `LastEvaluatedKey` to the end. A reader that stops iterating stops the reads: nothing more is
 * queried.
 */
export async function* queryPages(input: PagedQuery): AsyncGenerator<Item[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({ TableName: tableName(), ...input, ExclusiveStartKey: startKey }),
    );
    countItemsRead(page.Items?.length ?? 0);
    yield page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Every item a Query matches, read page after page. */
export async function queryAll(input: PagedQuery): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of queryPages(input)) items.push(...page);
  return items;
}
