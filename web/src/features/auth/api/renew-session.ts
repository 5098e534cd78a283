import { corePaths } from '#shared/api/paths.ts';
import type { SessionTiming } from '#shared/schemas/session.ts';
import { apiRequest, setCsrfToken } from '#web/lib/api-client.ts';

/** `POST new_token`: another full session lifetime. */
export async function renewSession(): Promise<SessionTiming> {
  const timing = await apiRequest<SessionTiming>('core', corePaths.newToken, { method: 'POST' });
  setCsrfToken(timing.csrfToken);
  return timing;
}
