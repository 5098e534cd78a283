import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { StatementLine } from '../domain/statements/statement.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { batchPutItems } from './batch-puts.ts';
import { keys, withoutKeys } from './keys.ts';
import { tableName } from './table.ts';

/*
 * A statement's lines as the statement run computed them, stored beside the statement in the
 * payor's partition in the statement's order, so a page of them is one Query. A statement never
 * changes once made (only closed periods are made), so neither do its lines.
 */

/** A line as stored: the ledger's line and the carrier's name as the statement's PDF printed it. */
export type StoredStatementLine = StatementLine & { carrierName: string };

type StatementKey = { payorId: number; typeId: number; periodStart: string };

/** Writes this many batches of 25 at once: a month of a busy payor has thousands of lines. */
const concurrentBatches = 4;

/**
 * Puts every line of a statement at its position. Each put is the same item whatever run writes
 * it (the lines are the closed period's ledger), so a batch is sent again whole when a timeout
 * leaves its outcome unknown, and a repeated or concurrent run rewrites the same items. Not one
 * transaction: the statement record, written after, is what makes the lines visible.
 */
export async function putStatementLines(statement: StatementKey, lines: readonly StoredStatementLine[]): Promise<void> {
  const items = lines.map((line, position) => ({
    ...keys.statementLine(statement.payorId, statement.typeId, statement.periodStart, position),
    ...line,
  }));
  await batchPutItems(items, concurrentBatches, 'statement lines');
}

/** The lines at positions `from` to `from + count - 1` (fewer past the end), in order: one Query. */
export async function getStatementLines(
  statement: StatementKey,
  from: number,
  count: number,
): Promise<StoredStatementLine[]> {
  if (count <= 0) return [];
  const key = (position: number) =>
    keys.statementLine(statement.payorId, statement.typeId, statement.periodStart, position).sk;
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.statementPartition(statement.payorId),
        ':from': key(from),
        ':to': key(from + count - 1),
      },
      Limit: count,
    }),
  );
  return (Items ?? []).map((item) => withoutKeys(item) as StoredStatementLine);
}
