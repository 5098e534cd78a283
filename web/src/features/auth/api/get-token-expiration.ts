import { sessionCalls } from '#shared/contracts/session.ts';
import type { SessionTiming } from '#shared/schemas/session.ts';
import { callApi } from '#web/lib/api-call.ts';
import { ApiError, setCsrfToken } from '#web/lib/api-client.ts';

/** Seconds left in the session (null without a session); keeps the CSRF token current. */
export async function getTokenExpiration(): Promise<SessionTiming | null> {
  try {
    const timing = await callApi(sessionCalls.tokenExpiration, {});
    setCsrfToken(timing.csrfToken);
    return timing;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
