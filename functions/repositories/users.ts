import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '#shared/i18n/languages.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { keys, withoutKeys } from './keys.ts';
import { companyMemberPut, type MembershipRecord } from './memberships.ts';
import { isTransactionConditionFailure, tableName } from './table.ts';

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
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
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
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isTransactionConditionFailure(error)) return false;
    throw error;
  }
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
