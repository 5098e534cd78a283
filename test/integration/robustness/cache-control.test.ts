import { beforeAll, describe, expect, it } from 'vitest';
import { coreApp } from '#functions/core/app.ts';
import { docsApp } from '#functions/docs/app.ts';
import { publicApp } from '#functions/public/app.ts';
import { reportsApp } from '#functions/reports/app.ts';
import { settlementApp } from '#functions/settlement/app.ts';
import { apiRoots, publicPaths } from '#shared/api/paths.ts';
import { ApiSession } from '../../support/api-session.ts';

/**
 * API answers are personal or change with every write: each one is `Cache-Control: no-store`
 * unless its route chose otherwise (only the public broker directory does), whatever its status.
 * Every GET of the documents is called with a session of its area; every route without one.
 */

type Document = { paths: Record<string, Record<string, unknown>> };

const apps = { core: coreApp, settlement: settlementApp, exports: reportsApp, public: publicApp } as const;
type Api = keyof typeof apps;
type Route = { api: Api; method: string; path: string };

let routes: Route[];
let sessions: Record<'carrier' | 'broker', ApiSession>;

beforeAll(async () => {
  routes = [];
  for (const api of Object.keys(apps) as Api[]) {
    const document = (await (await docsApp.request(`${apiRoots[api]}/openapi.json`)).json()) as Document;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        routes.push({ api, method: method.toUpperCase(), path: path.replace(/\{\w+\}/g, '1') });
      }
    }
  }
  const [carrier, broker] = await Promise.all([
    ApiSession.signIn('carrier@demo.test'),
    ApiSession.signIn('broker@demo.test'),
  ]);
  sessions = { carrier: carrier.session, broker: broker.session };
});

/** The route's answer, called as the area's user would (the session's cookie and CSRF header). */
async function call(route: Route, session?: ApiSession): Promise<Response> {
  const headers = new Headers();
  if (session) {
    headers.set('cookie', [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    if (route.method !== 'GET' && session.csrfToken) headers.set('x-csrf-token', session.csrfToken);
  }
  return apps[route.api].request(route.path, { method: route.method, headers });
}

const isPublicDirectory = (route: Route) => route.api === 'public' && route.path.endsWith(publicPaths.payorNames);

describe('Cache-Control of the APIs', () => {
  it('is no-store on every answer to a signed-in GET, whatever its status', async () => {
    const wrong: string[] = [];
    const gets = routes.filter((route) => route.method === 'GET' && !isPublicDirectory(route));
    expect(gets.length).toBeGreaterThan(40);
    for (const route of gets) {
      const session = /\/payor\//.test(route.path) ? sessions.broker : sessions.carrier;
      const response = await call(route, session);
      await response.arrayBuffer();
      if (response.headers.get('cache-control') !== 'no-store') {
        wrong.push(`${route.path}: ${response.status} ${response.headers.get('cache-control')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('is no-store on every answer without a session (401s, 404s, validation errors)', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !isPublicDirectory(r))) {
      const response = await call(route);
      await response.arrayBuffer();
      if (response.headers.get('cache-control') !== 'no-store') {
        wrong.push(`${route.method} ${route.path}: ${response.status} ${response.headers.get('cache-control')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('is no-store on unknown paths', async () => {
    for (const api of Object.keys(apps) as Api[]) {
      const response = await apps[api].request(`${apiRoots[api]}/no/such/route`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control'), api).toBe('no-store');
    }
  });

  it('keeps what a route sets itself: the public broker directory is cacheable', async () => {
    const response = await publicApp.request(`${apiRoots.public}${publicPaths.payorNames}?q=a`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });
});
