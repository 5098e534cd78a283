import { sessionConstants } from '#shared/constants/session.ts';

/** Expiry (epoch seconds) of a session created or renewed at `nowSeconds`. */
export function sessionExpiry(nowSeconds: number): number {
  return nowSeconds + sessionConstants.lifetimeSeconds;
}

/** Seconds left before a session expires, never negative. */
export function secondsRemaining(expiresAt: number, nowSeconds: number): number {
  return Math.max(0, expiresAt - nowSeconds);
}

/**
 * Where a signed-in user may go after sign-in: only to a local path, so an attacker cannot turn
 * `return_url` into an open redirect.
 */
export function safeReturnUrl(candidate: string | null | undefined): string {
  if (!candidate?.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return '/';
  return candidate;
}
