import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { StatementType } from '#shared/enums/statement-type.ts';
import type { StatementTotals } from '../domain/statements/statement.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { putIfAbsent } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

/**
 * A statement of a payor's account for one period: its type, period and totals per currency, and
 * where its PDF is (the paperwork bucket, under `statements/`). The totals are the ledger's for the
 * period (functions/domain/statements/statement.ts); a statement imported from the former portal
 * (`imported`, the Legacy ones) has no ledger behind it, only its document.
 */
export type StatementRecord = {
  id: string;
  payorId: number;
  typeId: StatementType;
  periodStart: string;
  periodEnd: string;
  totals: StatementTotals[];
  lineCount: number;
  objectKey: string;
  sizeBytes: number;
  imported: boolean;
  createdAt: string;
  /**
   * The run stored the lines beside the record (statement-lines.ts). Records made before lines
   * were stored lack it; their lines are read from the ledger.
   */
  linesStored?: boolean;
};

/**
 * Writes the statement unless the payor has one of that type and period: true when this write
 * made it. Its document and lines must be stored first, so a record never points at nothing.
 */
export async function putStatementIfAbsent(statement: StatementRecord): Promise<boolean> {
  return putIfAbsent({ ...keys.statement(statement.payorId, statement.typeId, statement.periodStart), ...statement });
}

export async function getStatement(
  payorId: number,
  typeId: number,
  periodStart: string,
): Promise<StatementRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.statement(payorId, typeId, periodStart) }),
  );
  return Item ? (withoutKeys(Item) as StatementRecord) : null;
}

/** A payor's statements of the given types, newest period first (one Query per type). */
export async function listStatements(payorId: number, typeIds: readonly number[]): Promise<StatementRecord[]> {
  const lists = await Promise.all(
    typeIds.map((typeId) =>
      queryAll({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': keys.statementPartition(payorId),
          ':prefix': keys.statementTypePrefix(typeId),
        },
        ScanIndexForward: false,
      }),
    ),
  );
  return lists
    .flat()
    .map((item) => withoutKeys(item) as StatementRecord)
    .sort((a, b) => b.periodStart.localeCompare(a.periodStart) || b.typeId - a.typeId);
}
