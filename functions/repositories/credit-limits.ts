import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

/**
 * The credit line LanePay grants a payor in one currency (issue 14: credit-limit report). Staff set
 * it (the admin area's credit-limit queues, later); the payor reads it beside its usage, which is
 * never stored: it is worked out from invoices and payments (domain/payor-reports/credit-usage.ts).
 */
export type CreditLimitRecord = {
  payorId: number;
  currencyId: number;
  limitCents: number;
  /** When it was set, and by whom (null for the demo's). */
  setAt: string;
  setByName: string | null;
};

/** The payor's limits, one per currency. */
export async function listCreditLimits(payorId: number): Promise<CreditLimitRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.creditLimit(payorId, 0).pk, ':prefix': keys.creditLimitPrefix },
  });
  return items.map((item) => withoutKeys(item) as CreditLimitRecord);
}

/** Sets a payor's limit in a currency (the latest setting wins). */
export async function putCreditLimit(limit: CreditLimitRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.creditLimit(limit.payorId, limit.currencyId), ...limit },
    }),
  );
}

/** Sets a limit only where none is set (the demo seed: a restart keeps what staff changed). */
export async function putCreditLimitIfAbsent(limit: CreditLimitRecord): Promise<void> {
  await dynamo()
    .send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.creditLimit(limit.payorId, limit.currencyId), ...limit },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    )
    .catch((error: Error) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    });
}
