import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiFunctions, routerRefOf } from '#functions/api-functions.ts';
import { coreApp } from '#functions/core/app.ts';
import { publicApp } from '#functions/public/app.ts';
import { reportsApp } from '#functions/reports/app.ts';
import { settlementApp } from '#functions/settlement/app.ts';
import { repositoryRoot } from '#infra/bin/settings.ts';
import {
  type ApiFunctionName,
  apiFunctionFor,
  apiFunctionNames,
  apiRoutes,
  httpApiRouteKeys,
} from '#infra/definitions/api-routing.ts';
import { lambdaEntries } from '#infra/definitions/lambda-bundling.ts';
import { apiFunctionApps } from '#infra/local/api-functions.ts';
import { apiRoots } from '#shared/api/paths.ts';

type RouteList = { readonly routes: readonly { method: string; path: string }[] };

/** `METHOD /path/:param` of every handler (middleware, method ALL, left out). */
function routesOf(app: RouteList): string[] {
  return [
    ...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path.replace(/\/$/, '')}`)),
  ];
}

/** A path API Gateway could receive for a route pattern: each parameter filled with `1`. */
function concrete(route: string): [method: string, path: string] {
  const [method = '', pattern = ''] = route.split(' ');
  return [method, pattern.replace(/:\w+(\{[^}]*\})?/g, '1')];
}

/** The whole APIs: every route the browser can reach, as the tests and the OpenAPI documents see them. */
const wholeApis = { core: coreApp, public: publicApp, settlement: settlementApp, exports: reportsApp };

/** Every router a routes module exports (`export const <name>Routes = create…Router(`). */
function exportedRouters(): string[] {
  return ['core', 'settlement', 'reports', 'public'].flatMap((api) => {
    const folder = join(repositoryRoot, 'functions', api, 'routes');
    return readdirSync(folder).flatMap((file) =>
      [...readFileSync(join(folder, file), 'utf8').matchAll(/^export const (\w+Routes) = /gm)].map(
        ([, name]) => `${api}/routes/${file}#${name}`,
      ),
    );
  });
}

describe('API function registry (functions/api-functions.ts)', () => {
  const registered = Object.values(apiFunctions).flatMap((fn) =>
    Object.values(fn.apis as Record<string, { routers: readonly string[] }>).flatMap((part) => part.routers),
  );

  it('registers every router once, and nothing that is not a router module', () => {
    expect([...registered].sort()).toEqual(exportedRouters().sort());
    expect(new Set(registered).size).toBe(registered.length);
    for (const reference of registered) expect(routerRefOf(reference).module).toMatch(/^\w+\/routes\/[\w-]+\.ts$/);
  });
});

describe('API routing (infra/definitions/api-routing.ts)', () => {
  it('names every function it routes to among the Lambda entries', () => {
    for (const name of apiFunctionNames) expect(Object.keys(lambdaEntries)).toContain(name);
    expect(new Set(apiRoutes.map((route) => route.function))).toEqual(new Set(apiFunctionNames));
  });

  it.each(Object.entries(wholeApis))('sends every %s route to a function that answers it', (_name, app) => {
    const missing: string[] = [];
    for (const route of routesOf(app)) {
      const fn = apiFunctionFor(...concrete(route));
      if (!fn || !routesOf(apiFunctionApps[fn]).includes(route)) missing.push(`${route} → ${fn ?? 'no function'}`);
    }
    expect(missing).toEqual([]);
  });

  it.each(apiFunctionNames.filter((name) => name !== 'apiDocs'))(
    'gives %s only routes the HTTP API sends it, all of them part of an API',
    (name) => {
      const whole = new Set(Object.values(wholeApis).flatMap(routesOf));
      const strays = routesOf(apiFunctionApps[name]).filter(
        (route) => apiFunctionFor(...concrete(route)) !== name || !whole.has(route),
      );
      expect(strays).toEqual([]);
    },
  );

  it.each(Object.values(apiRoots))('sends GET %s/openapi.json to the docs function, which answers it', async (root) => {
    expect(apiFunctionFor('GET', `${root}/openapi.json`)).toBe('apiDocs');
    const response = await apiFunctionApps.apiDocs.fetch(new Request(`http://portal.test${root}/openapi.json`));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('follows API Gateway: an exact route first, then the longest prefix', () => {
    const cases: [string, string, ApiFunctionName | undefined][] = [
      ['GET', '/api/v1/core/current_user', 'core'],
      ['POST', '/api/v1/core/openapi.json', 'core'],
      ['GET', '/public/api/v1/payee/payors/name', 'core'],
      ['GET', '/api/v1/core/users', 'coreUsers'],
      ['GET', '/api/v1/core/userslist', 'core'],
      ['PUT', '/api/v1/core/payee/restrictions', 'coreUsers'],
      ['GET', '/api/v1/core/payee', 'corePayee'],
      ['GET', '/api/v1/core/payee/invoices/7', 'corePayee'],
      ['GET', '/api/v1/core/payee/payee_relationships', 'corePayeeRelationships'],
      ['GET', '/api/v1/core/payee/payee_relationships/3/promotional_campaign', 'corePayeeRelationships'],
      ['PATCH', '/api/v1/core/payee/bank_accounts/2/status', 'corePayeeWallet'],
      ['GET', '/api/v1/core/payee/noa_notices', 'corePayeeNoaNotices'],
      ['POST', '/api/v1/core/payee/noa_notices/4/dispute', 'corePayeeNoaNotices'],
      ['GET', '/api/v1/core/payor/invoices', 'corePayor'],
      ['POST', '/api/v1/settlement/bills', 'settlement'],
      ['GET', '/api/v1/exports/core/payee/payments', 'exports'],
      ['GET', '/api/v1/exports/core/payee/payments/7/payout_report', 'exports'],
      ['GET', '/api/v1/exports/core/payee/payments/7/payout_report/xlsx', 'exports'],
      ['GET', '/api/v1/exports/core/payee/payee_relationships', 'exports'],
      ['GET', '/api/v1/exports/core/payee/payee_relationships/5/take_control_info', 'exports'],
      ['POST', '/api/v1/exports/core/payee/payee_relationships/5/take_control_info', 'exports'],
      ['POST', '/api/v1/exports/settlement/bills/B1/documents/combined', 'exports'],
      ['GET', '/api/v1/exports/openapi.json', 'apiDocs'],
      ['GET', '/api/v2/core/ping', undefined],
    ];
    expect(cases.map(([method, path]) => apiFunctionFor(method, path))).toEqual(cases.map(([, , fn]) => fn));
  });

  it('turns a prefix into the route itself and its greedy child route', () => {
    expect(httpApiRouteKeys({ path: '/api/v1/core/payee/*', function: 'corePayee' })).toEqual([
      { method: 'ANY', path: '/api/v1/core/payee' },
      { method: 'ANY', path: '/api/v1/core/payee/{proxy+}' },
    ]);
    expect(httpApiRouteKeys({ path: '/api/v1/core/openapi.json', method: 'GET', function: 'apiDocs' })).toEqual([
      { method: 'GET', path: '/api/v1/core/openapi.json' },
    ]);
  });
});
