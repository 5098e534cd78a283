import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { updateIf } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { epochSeconds, tableName } from './table.ts';

/**
 * A signed-in browser. The cookie holds `<userId>.<secret>`; the table keeps only the secret's
 * SHA-256, so a copy of the table cannot be replayed as cookies.
 */
export type SessionRecord = {
  idHash: string;
  userId: number;
  companyId: number;
  csrfToken: string;
  /** Cognito refresh token: lets the server act for the user (MFA enrolment). Never sent out. */
  refreshToken: string | null;
  signedInWithSso: boolean;
  /** Set while the user still has to enrol MFA; such a session reaches only the enrolment calls. */
  mfaPending: boolean;
  /** When the user last entered their password again in this session (changes that need a recent sign-in). */
  reauthenticatedAt?: string;
  createdAt: string;
  /** Epoch seconds; also the table's TTL attribute. */
  expiresAt: number;
};

/** A stored session, or null when it has expired (TTL deletion lags by up to days). */
export function liveSessionFromItem(item: Record<string, unknown>, now = new Date()): SessionRecord | null {
  if (Number(item.expiresAt) <= epochSeconds(now)) return null;
  return withoutKeys(item) as SessionRecord;
}

export async function putSession(session: SessionRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.session(session.userId, session.idHash), ...session },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Applies changes to a live session; false when it has meanwhile expired or been removed. */
export async function updateSession(
  session: Pick<SessionRecord, 'userId' | 'idHash'>,
  changes: Partial<Pick<SessionRecord, 'expiresAt' | 'companyId' | 'mfaPending' | 'reauthenticatedAt'>>,
  now = new Date(),
): Promise<boolean> {
  const entries = Object.entries(changes);
  return updateIf({
    Key: keys.session(session.userId, session.idHash),
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
    ExpressionAttributeValues: {
      ':now': epochSeconds(now),
      ...Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
    },
  });
}

export async function deleteSession(session: Pick<SessionRecord, 'userId' | 'idHash'>): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.session(session.userId, session.idHash) }));
}
