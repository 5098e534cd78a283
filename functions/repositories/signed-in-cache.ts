import { onTableWrite } from '../lib/aws-clients.ts';
import type { SessionRecord } from './sessions.ts';
import type { UserRecord } from './users.ts';

export type SignedInUser = { user: UserRecord; session: SessionRecord };

/**
 * How long a read (GET) may use the session and profile this container read a moment ago instead
 * of reading them again: a list page's request then waits on its own data only. Like an API
 * Gateway authorizer's cache, but short: a sign-out, a removed membership or a switched company
 * reaches reads in other containers within this time; every mutation reads both afresh.
 */
export const signedInTrustSeconds = 5;
const maxEntries = 1000;

type Entry = SignedInUser & { until: number; generation: number };
const entries = new Map<string, Entry>();

// Any write of this process may change a profile or a session: forget everything, and refuse to
// remember a read that overlapped a write (it may hold what the write replaced).
let generation = 0;
onTableWrite(() => {
  generation += 1;
  entries.clear();
});

export const signedInKey = (userId: number, idHash: string) => `${userId}#${idHash}`;

/** What was read for `key` within the trust window and before the session's own end, if anything. */
export function recallSignedIn(key: string, now: Date): SignedInUser | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (now.getTime() >= entry.until) {
    entries.delete(key);
    return null;
  }
  return { user: entry.user, session: entry.session };
}

/** The write generation a read starts in; pass it back to `rememberSignedIn`. */
export const readGeneration = () => generation;

export function rememberSignedIn(key: string, signedIn: SignedInUser, startedIn: number, now: Date): void {
  if (startedIn !== generation) return;
  if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
  const until = Math.min(now.getTime() + signedInTrustSeconds * 1000, signedIn.session.expiresAt * 1000);
  entries.set(key, { ...signedIn, until, generation });
}
