import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { putIf } from './conditional-writes.ts';
import { keys } from './keys.ts';
import { tableName } from './table.ts';

/*
 * Which portal company holds each DOT and MC number: read by uploads, NOA processing and the payor's
 * carriers, written at registration. Apart from registrations.ts so those readers carry none of the
 * registration's code stores.
 */

/** The portal company that has registered this DOT or MC number, if any. */
export async function findCompanyByCarrierNumber(kind: 'DOT' | 'MC', number: string): Promise<number | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.carrierNumber(kind, number) }),
  );
  return Item ? Number(Item.companyId) : null;
}

/** The Put that claims a company's DOT or MC number (fails if another company holds it). */
export function carrierNumberClaim(kind: 'DOT' | 'MC', number: string, companyId: number) {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.carrierNumber(kind, number), companyId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Records that a company holds a DOT or MC number (idempotent for the same company). */
export async function putCarrierNumberClaim(kind: 'DOT' | 'MC', number: string, companyId: number): Promise<boolean> {
  return putIf({
    Item: { ...keys.carrierNumber(kind, number), companyId },
    ConditionExpression: 'attribute_not_exists(pk) OR companyId = :company',
    ExpressionAttributeValues: { ':company': companyId },
  });
}
