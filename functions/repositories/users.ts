import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  BatchWriteCommand,
  GetCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Role } from '#shared/enums/role.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { transactWriteIf, updateBumpingVersion, versionCheck } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { companyMemberPut, type MembershipRecord } from './memberships.ts';
import { queryPages } from './paged-reads.ts';
import { tableName } from './table.ts';

export type UserRecord = {
  id: number;
  guid: string;
  /** Lower-cased; unique across the portal (enforced by an EMAIL# item written with the user). */
  email: string;
  name: string;
  phoneNumber: string | null;
  /** Cognito `sub`, linked at first sign-in. */
  cognitoSub: string | null;
  /** Company the user lands in after sign-in. */
  defaultCompanyId: number;
  language: Language | null;
  /** The user's companies and roles in each; see memberships.ts. */
  memberships: MembershipRecord[];
  createdAt: string;
  /** Accepted the paperwork terms (payor settlements; functions/repositories/paperwork-terms.ts). */
  hasAcceptedTerms?: boolean;
  termsAcceptedAt?: string;
  /**
   * Moved by every change to what the user shows (GET users/{id}): name, phone, memberships and
   * roles; an edit is written only on the version it was made on (saveUserEdit). Not by what is
   * not the user's own: the Cognito link, the terms acceptance, and the company copies inside
   * memberships (memberships.ts writeCompanyFields; the company has a version of its own), so an
   * admin's edit is not refused because the wallet or the restrictions changed. Absent on users
   * stored before versions existed: 0 (userVersion).
   */
  version?: number;
};

/** The user's version (0 for users stored before versions existed). */
export function userVersion(user: Pick<UserRecord, 'version'>): number {
  return user.version ?? 0;
}

export function userFromItem(item: Record<string, unknown>): UserRecord {
  return withoutKeys(item) as UserRecord;
}

/** The user id registered for an email address, if any. */
export async function findUserIdByEmail(email: string): Promise<number | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.email(email) }));
  return Item ? Number(Item.userId) : null;
}

/**
 * Creates a user with their memberships and claims its email in one transaction. Returns false
 * when the id or the email is already taken, so that re-running the demo seed is harmless.
 */
export async function createUserIfAbsent(user: UserRecord): Promise<boolean> {
  const email = user.email.toLowerCase();
  return transactWriteIf([
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.user(user.id), ...user, email },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.email(email), userId: user.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...user.memberships.map(companyMemberPut),
  ]);
}

/** Links the Cognito identity on first sign-in; refuses to re-link a user to another identity. */
export async function linkCognitoSub(userId: number, sub: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET cognitoSub = :sub',
      ConditionExpression: 'attribute_exists(pk) AND (cognitoSub = :null OR cognitoSub = :sub)',
      ExpressionAttributeValues: { ':sub': sub, ':null': null },
    }),
  );
}

export async function getUser(userId: number): Promise<UserRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(userId), ConsistentRead: true }),
  );
  return Item ? userFromItem(Item) : null;
}

/** Sets the user's phone (MFA enrolment, a confirmed MFA phone change); moves the user's version. */
export async function updateUserPhoneNumber(userId: number, phoneNumber: string): Promise<void> {
  const written = await updateBumpingVersion({
    Key: keys.user(userId),
    UpdateExpression: 'SET phoneNumber = :phone',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':phone': phoneNumber },
  });
  if (!written) throw new Error(`User ${userId} does not exist`);
}

/** Several users' profiles by id (BatchGetItem, 100 keys a call); unknown ids are left out. */
export async function getUsers(userIds: readonly number[]): Promise<UserRecord[]> {
  const users: UserRecord[] = [];
  const ids = [...new Set(userIds)];
  for (let start = 0; start < ids.length; start += 100) {
    let keysLeft: Record<string, unknown>[] | undefined = ids.slice(start, start + 100).map((id) => keys.user(id));
    for (let attempt = 0; keysLeft?.length && attempt < 5; attempt++) {
      const result: BatchGetCommandOutput = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keysLeft, ConsistentRead: true } } }),
      );
      users.push(...(result.Responses?.[tableName()] ?? []).map(userFromItem));
      keysLeft = result.UnprocessedKeys?.[tableName()]?.Keys;
    }
    if (keysLeft?.length) throw new Error('BatchGetItem left keys unprocessed');
  }
  return users;
}

/** An edit of a user by Profile → My information or a user admin: any of name and phone, roles in one company. */
export type UserEdit = {
  details?: { name: string; phoneNumber: string | null };
  /** The user's roles in the company whose membership is at `index` of their profile. */
  roles?: { companyId: number; index: number; roleIds: Role[] };
};

/**
 * Writes an edit of a user if they are still at `expectedVersion` (the version the editor saw), and
 * moves them to the next version: the profile and, for roles, the company's member item, in one
 * transaction. False when nothing was written: the user changed meanwhile, is gone, or the
 * membership is no longer at its index.
 */
export async function saveUserEdit(userId: number, edit: UserEdit, expectedVersion: number): Promise<boolean> {
  const check = versionCheck(expectedVersion);
  const sets = [check.set];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ...check.values };
  const conditions = ['attribute_exists(pk)', check.condition];
  if (edit.details) {
    sets.push('#name = :name', 'phoneNumber = :phone');
    names['#name'] = 'name';
    values[':name'] = edit.details.name;
    values[':phone'] = edit.details.phoneNumber;
  }
  const { roles } = edit;
  if (roles) {
    sets.push(`memberships[${roles.index}].roleIds = :roles`);
    conditions.push(`memberships[${roles.index}].companyId = :companyId`);
    values[':roles'] = roles.roleIds;
    values[':companyId'] = roles.companyId;
  }
  return transactWriteIf([
    {
      Update: {
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: conditions.join(' AND '),
        ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
      },
    },
    ...(roles
      ? [
          {
            Update: {
              TableName: tableName(),
              Key: keys.companyMember(roles.companyId, userId),
              UpdateExpression: 'SET roleIds = :roles',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':roles': roles.roleIds },
            },
          },
        ]
      : []),
  ]);
}

/**
 * Forgets the Cognito identity linked to a user (its Cognito user was replaced), so the next
 * sign-in links the new one.
 */
export async function unlinkCognitoSub(userId: number): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET cognitoSub = :null',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':null': null },
    }),
  );
}

/** Ends every session of a user (they live in the user's partition); returns how many ended. */
export async function deleteUserSessions(userId: number): Promise<number> {
  let deleted = 0;
  const pages = queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :session)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':session': 'SESSION#' },
    ProjectionExpression: 'pk, sk',
  });
  for await (const items of pages) {
    for (let start = 0; start < items.length; start += 25) {
      const batch = items.slice(start, start + 25);
      let requests = batch.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } }));
      for (let attempt = 0; requests.length > 0 && attempt < 5; attempt++) {
        const { UnprocessedItems } = await dynamo().send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
        );
        requests = (UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      }
      if (requests.length > 0) throw new Error('BatchWriteItem left sessions undeleted');
      deleted += batch.length;
    }
  }
  return deleted;
}
