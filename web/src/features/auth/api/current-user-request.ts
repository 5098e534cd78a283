import { sessionCalls } from '#shared/contracts/session.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { callApi } from '#web/lib/api-call.ts';
import { ApiError } from '#web/lib/api-client.ts';

/** The signed-in user, or null when there is no session (a 401 is an answer, not an error). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await callApi(sessionCalls.currentUser, {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

let started: Promise<CurrentUser | null> | null = null;

/**
 * Asks for the signed-in user while the app's code is still loading (main.tsx, which carries no
 * query library), so a page's guard finds the answer on its way instead of asking only once the
 * page's code has arrived. The app takes that answer as it starts (app.tsx); every later query
 * asks again.
 */
export function startCurrentUser(): void {
  started ??= getCurrentUser();
  // Whoever takes it sees a failure; until then it is not an unhandled rejection.
  started.catch(() => undefined);
}

/** The answer asked for at start, once; a fresh call after that. */
export function takeCurrentUser(): Promise<CurrentUser | null> {
  const answer = started ?? getCurrentUser();
  started = null;
  return answer;
}
