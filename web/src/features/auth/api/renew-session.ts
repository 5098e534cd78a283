import { sessionCalls } from '#shared/contracts/session.ts';
import type { SessionTiming } from '#shared/schemas/session.ts';
import { callApi } from '#web/lib/api-call.ts';
import { setCsrfToken } from '#web/lib/api-client.ts';

/** `POST new_token`: another full session lifetime. */
export async function renewSession(): Promise<SessionTiming> {
  const timing = await callApi(sessionCalls.renew, {});
  setCsrfToken(timing.csrfToken);
  return timing;
}
