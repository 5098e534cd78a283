import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  BatchWriteCommand,
  GetCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Language } from '#shared/i18n/languages.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { transactWriteIf } from './conditional-writes.ts';
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
};

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

export async function updateUserPhoneNumber(userId: number, phoneNumber: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET phoneNumber = :phone',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':phone': phoneNumber },
    }),
  );
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

/** Updates the name and contact phone a user shows under (Profile → My information, or a user admin). */
export async function updateUserDetails(
  userId: number,
  details: { name: string; phoneNumber: string | null },
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET #name = :name, phoneNumber = :phone',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: { ':name': details.name, ':phone': details.phoneNumber },
    }),
  );
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
