import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '#shared/enums/role.ts';
import { dynamo } from '../lib/aws-clients.ts';
import type { CompanyRecord } from './companies.ts';
import {
  type TransactItems,
  transactWriteIf,
  updateBumpingVersion,
  updateIf,
  versionBump,
  versionCheck,
} from './conditional-writes.ts';
import { keys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
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

/** The company member items of a company: who belongs to it, with their roles there. */
export async function listCompanyMemberships(companyId: number): Promise<{ userId: number; roleIds: Role[] }[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :member)',
    ExpressionAttributeValues: { ':pk': keys.company(companyId).pk, ':member': 'MEMBER#' },
  });
  return items.map((item) => ({ userId: Number(item.userId), roleIds: item.roleIds as Role[] }));
}

/** Company fields that members' profiles copy and that change after the company is created. */
export type CompanyCopyFields = Partial<
  Pick<CompanyRecord, 'bankAccounts' | 'isPaperworkViewAllowed' | 'isRateAccepted'>
>;

/**
 * Writes `fields` on the company and on the copy of it inside every member's profile, so the
 * signed-in user keeps needing one BatchGetItem. The company's version moves with every write
 * (companies.ts); with `expectedVersion` (a user's edit: Profile → Restrictions) only if the company
 * is still at it, and false when it is not (nothing written). Each copy is addressed by its list
 * index and the write checks that the index still holds this company (a membership added or
 * removed meanwhile makes it re-read and retry). Writing the whole value each time makes a repeat
 * converge. The copies carry no version of their own: they follow the company.
 */
export async function writeCompanyFields(
  companyId: number,
  fields: CompanyCopyFields,
  options: { expectedVersion?: number } = {},
): Promise<boolean> {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return true;
  const names = Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name]));
  const values = Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value]));
  const sets = entries.map((_, i) => `#f${i} = :v${i}`);
  const { expectedVersion } = options;
  let written: boolean;
  if (expectedVersion === undefined) {
    written = await updateBumpingVersion({
      Key: keys.company(companyId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    });
    if (!written) throw new Error(`Company ${companyId} does not exist`);
  } else {
    const check = versionCheck(expectedVersion);
    written = await updateIf({
      Key: keys.company(companyId),
      UpdateExpression: `SET ${[...sets, check.set].join(', ')}`,
      ConditionExpression: `attribute_exists(pk) AND ${check.condition}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ...values, ...check.values },
    });
    if (!written) return false;
  }
  const members = await listCompanyMemberships(companyId);
  await Promise.all(members.map((member) => writeMembershipCompanyCopy(member.userId, companyId, names, values)));
  return true;
}

async function writeMembershipCompanyCopy(
  userId: number,
  companyId: number,
  names: Record<string, string>,
  values: Record<string, unknown>,
): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const index = await membershipIndex(userId, companyId);
    if (index === null) return;
    const written = await updateIf({
      Key: keys.user(userId),
      UpdateExpression: `SET ${Object.keys(names)
        .map((name, i) => `memberships[${index}].company.${name} = :v${i}`)
        .join(', ')}`,
      ConditionExpression: `memberships[${index}].companyId = :companyId`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ...values, ':companyId': companyId },
    });
    if (written) return;
  }
  throw new Error(`Could not update the company copy of user ${userId}: memberships kept changing`);
}

/**
 * Writes a company's settings, at the company's `version`, into every member's copy of it, only
 * where the copy is older: the copies of two changes written out of order end at the later one
 * (page rules and `current_user` read a session's settings from its copy). A copy stored without a
 * version counts as older.
 */
export async function copyCompanySettingsToMembers(
  companyId: number,
  settings: Record<string, string>,
  version: number,
): Promise<void> {
  const members = await listCompanyMemberships(companyId);
  await Promise.all(members.map((member) => writeSettingsCopy(member.userId, companyId, settings, version)));
}

async function writeSettingsCopy(
  userId: number,
  companyId: number,
  settings: Record<string, string>,
  version: number,
): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const copy = await membershipCopy(userId, companyId);
    if (copy === null || (copy.company.version ?? -1) >= version) return;
    const written = await updateIf({
      Key: keys.user(userId),
      UpdateExpression: `SET memberships[${copy.index}].company.settings = :settings, memberships[${copy.index}].company.version = :version`,
      ConditionExpression:
        `memberships[${copy.index}].companyId = :companyId AND ` +
        `(attribute_not_exists(memberships[${copy.index}].company.version) OR memberships[${copy.index}].company.version < :version)`,
      ExpressionAttributeValues: { ':settings': settings, ':version': version, ':companyId': companyId },
    });
    if (written) return;
  }
  throw new Error(`Could not update the company copy of user ${userId}: memberships kept changing`);
}

/** A user's membership of a company, where their profile holds it (null when it holds none). */
async function membershipCopy(
  userId: number,
  companyId: number,
): Promise<{ index: number; company: CompanyRecord } | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      ProjectionExpression: 'memberships',
      ConsistentRead: true,
    }),
  );
  const memberships = (Item?.memberships ?? []) as MembershipRecord[];
  const index = memberships.findIndex((m) => m.companyId === companyId);
  const membership = memberships[index];
  return membership ? { index, company: membership.company } : null;
}

/** Where a user's profile holds the membership of a company (null when it holds none). */
export async function membershipIndex(userId: number, companyId: number): Promise<number | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      ProjectionExpression: 'memberships',
      ConsistentRead: true,
    }),
  );
  const memberships = (Item?.memberships ?? []) as MembershipRecord[];
  const index = memberships.findIndex((m) => m.companyId === companyId);
  return index < 0 ? null : index;
}

/** Thrown when a membership write found the profile changed meanwhile; the caller may retry. */
export class MembershipConflict extends Error {}

/**
 * The writes that add a membership to an existing user, for a transaction: the profile (which must
 * still hold `expectedCount` memberships, so a concurrent change is noticed) and the company's
 * member item (which must not exist yet).
 */
export function membershipAdditionItems(membership: MembershipRecord, expectedCount: number): TransactItems {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.user(membership.userId),
        // A new membership changes what the user shows (roles, whose details they are): a new version.
        UpdateExpression: `SET memberships = list_append(memberships, :m) ${versionBump.clause}`,
        ConditionExpression: 'size(memberships) = :n',
        ExpressionAttributeValues: { ':m': [membership], ':n': expectedCount, ...versionBump.values },
      },
    },
    { Put: { ...companyMemberPut(membership).Put, ConditionExpression: 'attribute_not_exists(pk)' } },
  ];
}

/**
 * Removes a user's membership of a company: from the profile (the user lands in
 * `defaultCompanyId` from now on) and the company member item, together.
 */
export async function removeMembership(
  userId: number,
  companyId: number,
  index: number,
  defaultCompanyId: number,
): Promise<void> {
  const written = await transactWriteIf([
    {
      Update: {
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: `REMOVE memberships[${index}] SET defaultCompanyId = :default ${versionBump.clause}`,
        ConditionExpression: `memberships[${index}].companyId = :companyId`,
        ExpressionAttributeValues: { ':companyId': companyId, ':default': defaultCompanyId, ...versionBump.values },
      },
    },
    {
      Delete: {
        TableName: tableName(),
        Key: keys.companyMember(companyId, userId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
  ]);
  if (!written) throw new MembershipConflict('membership changed');
}
