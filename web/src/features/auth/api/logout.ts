import { sessionCalls } from '#shared/contracts/session.ts';
import { callApi } from '#web/lib/api-call.ts';
import { setCsrfToken } from '#web/lib/api-client.ts';

/**
 * Ends the session and returns to the portal's origin (seeds 000 §4: clear cookies, redirect,
 * retry once). The server clears the HttpOnly session cookie.
 */
export async function logout(): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await callApi(sessionCalls.logout, {});
      break;
    } catch {
      // A session that has already ended is as good as logged out; one retry covers a blip.
    }
  }
  setCsrfToken(null);
  window.location.assign(window.location.origin);
}
