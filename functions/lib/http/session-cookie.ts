import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { config, isLocalOrigin } from '../config.ts';

/**
 * The session cookie: HttpOnly (scripts never see it), SameSite=Lax, and Secure with the
 * `__Host-` prefix everywhere except plain-http localhost.
 */
function cookieName(): string {
  return isLocalOrigin(config().APP_ORIGIN) ? 'lanepay_session' : '__Host-lanepay_session';
}

/**
 * The cookie names the user (whose partition holds the session) and the company the session is in:
 * the company is only a hint for early reads (early-read.ts); the session record decides.
 */
export type SessionCookie = { userId: number; companyId: number; secret: string };

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const newSecret = () => randomBytes(32).toString('base64url');

export function readSessionCookie(c: Context): SessionCookie | null {
  const value = getCookie(c, cookieName());
  const match = value?.match(/^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/);
  if (!match) return null;
  return { userId: Number(match[1]), companyId: Number(match[2]), secret: match[3] as string };
}

/** A browser-session cookie: the server's session record decides how long it is honoured. */
export function writeSessionCookie(c: Context, cookie: SessionCookie): void {
  setCookie(c, cookieName(), `${cookie.userId}.${cookie.companyId}.${cookie.secret}`, {
    httpOnly: true,
    secure: !isLocalOrigin(config().APP_ORIGIN),
    sameSite: 'Lax',
    path: '/',
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, cookieName(), { path: '/', secure: !isLocalOrigin(config().APP_ORIGIN) });
}

/** Constant-time comparison, so the CSRF check leaks nothing through timing. */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Binds an SSO sign-in to the browser that started it: a random value in a short-lived cookie
 * whose hash is stored with the SSO state, so a stolen callback URL is useless elsewhere.
 */
const ssoBindingCookie = 'lanepay_sso';

export function writeSsoBindingCookie(c: Context, value: string, maxAgeSeconds: number): void {
  setCookie(c, ssoBindingCookie, value, {
    httpOnly: true,
    secure: !isLocalOrigin(config().APP_ORIGIN),
    sameSite: 'Lax',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function readSsoBindingCookie(c: Context): string | null {
  const value = getCookie(c, ssoBindingCookie) ?? null;
  deleteCookie(c, ssoBindingCookie, { path: '/' });
  return value;
}
