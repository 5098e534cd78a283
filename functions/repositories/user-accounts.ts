import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { keys } from './keys.ts';
import { liveSessionFromItem } from './sessions.ts';
import { readGeneration, recallSignedIn, rememberSignedIn, type SignedInUser, signedInKey } from './signed-in-cache.ts';
import { tableName } from './table.ts';
import { userFromItem } from './users.ts';

/**
 * A live session with its user (memberships included), in one BatchGetItem: what every
 * authenticated request needs. Null when either is missing or the session has expired. A read
 * (`fresh` false) may use what this container read within the last seconds (signed-in-cache.ts).
 */
export async function loadSignedInUser(
  userId: number,
  idHash: string,
  options: { fresh: boolean },
  now = new Date(),
): Promise<SignedInUser | null> {
  const cacheKey = signedInKey(userId, idHash);
  if (!options.fresh) {
    const recalled = recallSignedIn(cacheKey, now);
    if (recalled) return recalled;
  }
  const startedIn = readGeneration();
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
  if (!profile || !session) return null;
  const signedIn = { user: userFromItem(profile), session };
  rememberSignedIn(cacheKey, signedIn, startedIn, now);
  return signedIn;
}
