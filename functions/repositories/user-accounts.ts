import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { keys } from './keys.ts';
import { liveSessionFromItem, type SessionRecord } from './sessions.ts';
import { tableName } from './table.ts';
import { type UserRecord, userFromItem } from './users.ts';

/**
 * A live session with its user (memberships included), in one BatchGetItem: what every
 * authenticated request needs. Null when either is missing or the session has expired.
 */
export async function loadSignedInUser(
  userId: number,
  idHash: string,
  now = new Date(),
): Promise<{ user: UserRecord; session: SessionRecord } | null> {
  const profileKey = keys.user(userId);
  const sessionKey = keys.session(userId, idHash);
  const { Responses, UnprocessedKeys } = await dynamo().send(
    new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: [profileKey, sessionKey], ConsistentRead: true } } }),
  );
  if (UnprocessedKeys?.[tableName()]?.Keys?.length) throw new Error('BatchGetItem left keys unprocessed');
  const items = Responses?.[tableName()] ?? [];
  const profile = items.find((item) => item.sk === profileKey.sk);
  const sessionItem = items.find((item) => item.sk === sessionKey.sk);
  const session = sessionItem ? liveSessionFromItem(sessionItem, now) : null;
  return profile && session ? { user: userFromItem(profile), session } : null;
}
