import { coreApp } from '#functions/core/app.ts';
import { publicApp } from '#functions/public/app.ts';
import { reportsApp } from '#functions/reports/app.ts';
import { settlementApp } from '#functions/settlement/app.ts';
import { apiRoots, corePaths } from '#shared/api/paths.ts';
import { viewerAddressHeader } from '#shared/constants/edge.ts';
import { csrfHeaderName } from '#shared/constants/session.ts';
import type { LoginResponse } from '#shared/schemas/session.ts';
import { cognitoTokens } from '../../support/api-session.ts';
import { cookieHeaderOf, keepCookies, newClientAddress } from '../../support/browser-state.ts';
import type { Api } from './operations.ts';

const apps = { core: coreApp, settlement: settlementApp, exports: reportsApp, public: publicApp } as const;

export type Call = {
  method: string;
  /** Under the API's root, query string included. */
  path: string;
  /** A JSON value to send as the body (content type set), or a raw body with the headers given. */
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  /** Leave the CSRF header out (the CSRF probe sends its own). */
  withoutCsrf?: boolean;
};

/** Every request the suite sent, for its figures. */
export const requestCount = { value: 0 };

/**
 * A browser-like client of the four API apps, in process: keeps its session cookie, sends its CSRF
 * token on mutations and calls from an address of its own (per-client limits count by it).
 */
export class SecurityClient {
  cookies = new Map<string, string>();
  csrfToken: string | null = null;
  readonly address = newClientAddress();

  constructor(
    /** Who this client is, for messages: a demo account's email, or 'anonymous'. */
    readonly who: string,
  ) {}

  async send(api: Api, call: Call): Promise<Response> {
    const headers = new Headers(call.headers);
    if (!headers.has(viewerAddressHeader)) headers.set(viewerAddressHeader, this.address);
    const cookie = cookieHeaderOf(this.cookies);
    if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
    const mutation = !['GET', 'HEAD', 'OPTIONS'].includes(call.method);
    if (mutation && this.csrfToken && !call.withoutCsrf && !headers.has(csrfHeaderName)) {
      headers.set(csrfHeaderName, this.csrfToken);
    }
    let body = call.body;
    if (call.json !== undefined) {
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      body = JSON.stringify(call.json);
    }
    requestCount.value++;
    const response = await apps[api].request(`${apiRoots[api]}${call.path}`, { method: call.method, headers, body });
    keepCookies(this.cookies, response);
    return response;
  }

  /** Signs in as a demo account (password, then the emulator's fixed MFA code when enrolled). */
  static async signedIn(email: string): Promise<SecurityClient> {
    const client = new SecurityClient(email);
    const tokens = await cognitoTokens(email);
    const response = await client.send('core', {
      method: 'POST',
      path: corePaths.login,
      json: { tokenType: 'cognito', token: tokens.idToken, refreshToken: tokens.refreshToken },
    });
    if (response.status !== 200) throw new Error(`Sign-in of ${email} failed: ${response.status}`);
    client.csrfToken = ((await response.json()) as LoginResponse).csrfToken;
    return client;
  }
}
