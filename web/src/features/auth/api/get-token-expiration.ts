import { corePaths } from '#shared/api/paths.ts';
import type { SessionTiming } from '#shared/schemas/session.ts';
import { ApiError, apiRequest, setCsrfToken } from '#web/lib/api-client.ts';

/** Seconds left in the session (null without a session); keeps the CSRF token current. */
export async function getTokenExpiration(): Promise<SessionTiming | null> {
  try {
    const timing = await apiRequest<SessionTiming>('core', corePaths.tokenExpiration);
    setCsrfToken(timing.csrfToken);
    return timing;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
