import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dataTableDefinition } from '#infra/definitions/table.ts';
import { endpoint, type LocalPorts } from '#infra/local/ports.ts';
import type { DateRange } from '#shared/enums/date-preset.ts';

/**
 * A list page through the running portal beside the raw Query its page is: the newest 25 items of
 * one index partition in an uploaded-date range (sort keys `<date>#<id>`). `sameItems` says whether
 * both answer the same items in the same order, so a figure compares like with like.
 */
export function listAgainstQuery(input: {
  url: string;
  cookie: string;
  ports: LocalPorts;
  index: 'gsi1' | 'gsi3' | 'gsi4';
  partition: string;
  range: DateRange;
}) {
  const list = async () => {
    const response = await fetch(input.url, { headers: { cookie: input.cookie } });
    if (!response.ok) throw new Error(`${new URL(input.url).pathname} answered ${response.status}`);
    return (await response.json()) as { items: { id: number }[] };
  };
  const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: endpoint(input.ports.dynamodb) }));
  const rawQuery = () =>
    dynamo.send(
      new QueryCommand({
        TableName: dataTableDefinition.localName,
        IndexName: input.index,
        KeyConditionExpression: `${input.index}pk = :pk AND ${input.index}sk BETWEEN :from AND :to`,
        ExpressionAttributeValues: {
          ':pk': input.partition,
          ':from': `${input.range.startDate}#`,
          ':to': `${input.range.endDate}#~`,
        },
        ScanIndexForward: false,
        Limit: 25,
      }),
    );
  const sameItems = async () => {
    const [page, raw] = await Promise.all([list(), rawQuery()]);
    const ids = (items: readonly Record<string, unknown>[]) => JSON.stringify(items.map((item) => item.id));
    return { rows: page.items.length, same_items_as_raw_query: ids(page.items) === ids(raw.Items ?? []) };
  };
  return { list, rawQuery, sameItems };
}
