import { randomBytes } from 'node:crypto';

/**
 * What a test client keeps as a browser would: its cookies, and the network address it calls from
 * (as the edge reports it: per-client limits count by it).
 */

/** A documentation address (2001:db8::/32) of the client's own, so tests do not share an allowance. */
export function newClientAddress(): string {
  return `2001:db8:${randomBytes(6)
    .toString('hex')
    .replace(/(.{4})(?!$)/g, '$1:')}::1:443`;
}

/** A test client's cookie jar, kept as a browser keeps one: by name, dropped when cleared. */
export type CookieJar = Map<string, string>;

/** The `cookie` header a browser would send with the jar, or null when it is empty. */
export function cookieHeaderOf(jar: CookieJar): string | null {
  return jar.size > 0 ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : null;
}

/** Keeps what the answer's `set-cookie` headers set, and forgets what they clear. */
export function keepCookies(jar: CookieJar, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    if (/max-age=0/i.test(line) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}
