import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dataTableDefinition } from '#infra/definitions/table.ts';
import { endpoint, type LocalPorts } from '#infra/local/ports.ts';
import { apiRoots } from '#shared/api/paths.ts';
import type { DateRange } from '#shared/enums/date-preset.ts';
import { functionGet } from './function-call.ts';
import { againstBaseline, percentile, report, round, timeEach } from './stats.ts';

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

/**
 * A list's figures beside its raw Query, one line per path: asked of its API function as Lambda
 * invokes it (`function`: the server's own cost, the figure the list's target is set for), and
 * through the running local server (`local_server`: the same plus a hop over HTTP on localhost,
 * whose own cost `local_server_hop` shows with the portal's ping).
 */
export async function reportListFigures(input: {
  figure: string;
  fields: Record<string, unknown>;
  samples: number;
  origin: string;
  url: string;
  cookie: string;
  calls: Pick<ReturnType<typeof listAgainstQuery>, 'list' | 'rawQuery'>;
  target: string;
}) {
  const inFunction = await functionGet(input.url, input.cookie);
  const ping = () => fetch(`${input.origin}${apiRoots.core}/ping`).then((r) => r.arrayBuffer());
  const answered = (await inFunction()) as { items: { id: number }[] };
  const raw = (await input.calls.rawQuery()).Items ?? [];
  const sameInFunction = JSON.stringify(answered.items.map((i) => i.id)) === JSON.stringify(raw.map((i) => i.id));
  const common = { figure: input.figure, ...input.fields, samples: input.samples };
  report({
    ...common,
    path: 'function',
    function_same_items_as_raw_query: sameInFunction,
    ...(await againstBaseline(input.samples, inFunction, input.calls.rawQuery)),
    target: input.target,
  });
  report({
    ...common,
    path: 'local_server',
    ...(await againstBaseline(input.samples, input.calls.list, input.calls.rawQuery)),
  });
  await timeEach(50, ping);
  const hop = await timeEach(input.samples, ping);
  report({
    figure: 'local_server_hop_ms',
    samples: input.samples,
    ping_p50: round(percentile(hop, 50)),
    ping_p95: round(percentile(hop, 95)),
  });
}
