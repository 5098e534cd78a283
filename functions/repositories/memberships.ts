import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '#shared/enums/role.ts';
import { dynamo } from '../lib/aws-clients.ts';
import type { CompanyRecord } from './companies.ts';
import { keys, withoutKeys } from './keys.ts';
import { isConditionalCheckFailure, tableName } from './table.ts';

/**
 * A user's roles in one company. It carries a copy of the company so that the signed-in user's
 * view needs no second read; company updates rewrite the copies through gsi1.
 */
export type MembershipRecord = {
  userId: number;
  companyId: number;
  roleIds: Role[];
  company: CompanyRecord;
};

export function membershipFromItem(item: Record<string, unknown>): MembershipRecord {
  return withoutKeys(item) as MembershipRecord;
}

export async function putMembershipIfAbsent(membership: MembershipRecord): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.membership(membership.userId, membership.companyId),
          ...keys.companyMemberIndex(membership.companyId, membership.userId),
          ...membership,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
