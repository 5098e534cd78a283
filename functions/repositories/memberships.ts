import type { Role } from '#shared/enums/role.ts';
import type { CompanyRecord } from './companies.ts';
import { keys } from './keys.ts';
import { tableName } from './table.ts';

/**
 * A user's roles in one company. Memberships live inside the user's profile item, each with a
 * copy of its company, so the signed-in user's view needs no further reads; company updates
 * rewrite the copies through the company's member items.
 */
export type MembershipRecord = {
  userId: number;
  companyId: number;
  roleIds: Role[];
  company: CompanyRecord;
};

/** The company-side item of a membership (for listing a company's users), as a transaction Put. */
export function companyMemberPut(membership: MembershipRecord) {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.companyMember(membership.companyId, membership.userId),
        userId: membership.userId,
        companyId: membership.companyId,
        roleIds: membership.roleIds,
      },
    },
  };
}
