import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { keys } from './keys.ts';
import { type MembershipRecord, membershipFromItem } from './memberships.ts';
import { liveSessionFromItem, type SessionRecord } from './sessions.ts';
import { tableName } from './table.ts';
import { type UserRecord, userFromItem } from './users.ts';

/** A user with their memberships and live sessions, read with a single Query. */
export type UserAccount = {
  user: UserRecord;
  memberships: MembershipRecord[];
  sessions: SessionRecord[];
};

export async function loadUserAccount(userId: number, now = new Date()): Promise<UserAccount | null> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId) },
        ExclusiveStartKey: startKey,
        ConsistentRead: true,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);

  let user: UserRecord | null = null;
  const memberships: MembershipRecord[] = [];
  const sessions: SessionRecord[] = [];
  for (const item of items) {
    const sk = String(item.sk);
    if (sk === keys.user(userId).sk) user = userFromItem(item);
    else if (sk.startsWith(keys.membershipPrefix)) memberships.push(membershipFromItem(item));
    else if (sk.startsWith(keys.sessionPrefix)) {
      const session = liveSessionFromItem(item, now);
      if (session) sessions.push(session);
    }
  }
  return user ? { user, memberships, sessions } : null;
}
