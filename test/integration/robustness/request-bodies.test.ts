import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { docsApp } from '#functions/docs/app.ts';
import { logger } from '#functions/lib/logger.ts';
import { apiRoots } from '#shared/api/paths.ts';
import { type ApiError, ErrorCode } from '#shared/schemas/api-error.ts';
import { ApiSession } from '../../support/api-session.ts';

/**
 * Every route that takes a JSON body, as the OpenAPI documents list it, refuses any other body
 * (or none) with 415 and malformed JSON with 400, in the portal's error shape: never a 5xx. Calls
 * are made with a session of the area the route belongs to, so that the session and CSRF checks
 * pass and the body is what decides the answer.
 */

type Operation = { requestBody?: { content: Record<string, unknown> }; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

const apis = ['core', 'settlement'] as const;
type Api = (typeof apis)[number];

type BodyRoute = { api: Api; method: string; path: string; declares415: boolean };

async function jsonBodyRoutes(): Promise<BodyRoute[]> {
  const routes: BodyRoute[] = [];
  for (const api of [...apis, 'exports', 'public'] as const) {
    const response = await docsApp.request(`${apiRoots[api]}/openapi.json`);
    const document = (await response.json()) as Document;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.requestBody?.content['application/json']) continue;
        // Only the core and settlement APIs take bodies today; a body route elsewhere needs a caller here.
        if (api !== 'core' && api !== 'settlement') throw new Error(`No caller for ${api} ${method} ${path}`);
        routes.push({
          api,
          method: method.toUpperCase(),
          path: path.slice(apiRoots[api].length).replace(/\{\w+\}/g, '1'),
          declares415: '415' in operation.responses,
        });
      }
    }
  }
  return routes;
}

/** Bodies no JSON route takes, each with the content type it is sent as (none for the last two). */
const unsupportedBodies: { name: string; contentType?: string; body?: string }[] = [
  { name: 'text/plain', contentType: 'text/plain', body: '{"a":1}' },
  { name: 'form', contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
  {
    name: 'multipart',
    contentType: 'multipart/form-data; boundary=xyz',
    body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n',
  },
  { name: 'xml', contentType: 'application/xml', body: '<a>1</a>' },
  { name: 'no content type, JSON text', body: '{"a":1}' },
  { name: 'no content type, no body' },
];

const malformedBodies = ['{"a":', 'not json', ''];

let routes: BodyRoute[];
let sessions: Record<'carrier' | 'broker' | 'factor' | 'staff', ApiSession>;

beforeAll(async () => {
  routes = await jsonBodyRoutes();
  const [carrier, broker, factor, staff] = await Promise.all([
    ApiSession.signIn('carrier@demo.test'),
    ApiSession.signIn('broker@demo.test'),
    ApiSession.signIn('factor@demo.test'),
    ApiSession.signIn('admin@demo.test'),
  ]);
  sessions = { carrier: carrier.session, broker: broker.session, factor: factor.session, staff: staff.session };
});

/**
 * The payor's routes need the broker, the factor's the factor, the admin area's staff; everything
 * else the carrier (payee area, users, paperwork).
 */
function sessionFor(route: BodyRoute): ApiSession {
  if (/^\/payor\/|^\/carrier_blacklists/.test(route.path)) return sessions.broker;
  if (route.path.startsWith('/factor/')) return sessions.factor;
  if (route.path.startsWith('/admin/')) return sessions.staff;
  return sessions.carrier;
}

async function send(route: BodyRoute, contentType: string | undefined, body: string | undefined) {
  const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
  const response = await sessionFor(route).request(route.api, route.path, { method: route.method, headers, body });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as ApiError };
}

describe('JSON body routes', () => {
  const loggedErrors = vi.spyOn(logger, 'error');
  afterEach(() => {
    // A refused body is the caller's mistake: nothing is logged as an unhandled error.
    const unhandled = loggedErrors.mock.calls.filter(([message]) => message === 'Unhandled error');
    loggedErrors.mockClear();
    expect(unhandled).toEqual([]);
  });

  it('are found in the documents', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it('declare 415 in their OpenAPI error responses', () => {
    expect(routes.filter((route) => !route.declares415).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it.each(unsupportedBodies)('answer 415 in the error shape to $name', async ({ contentType, body }) => {
    const wrong: string[] = [];
    for (const route of routes) {
      const answer = await send(route, contentType, body);
      if (answer.status !== 415 || answer.body.code !== ErrorCode.UnsupportedMediaType || !answer.body.message) {
        wrong.push(`${route.method} ${route.api}${route.path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(malformedBodies)('answer 400 in the error shape to malformed JSON %j', async (body) => {
    const wrong: string[] = [];
    for (const route of routes) {
      const answer = await send(route, 'application/json', body);
      if (answer.status !== 400 || answer.body.code !== ErrorCode.ValidationFailed || !answer.body.message) {
        wrong.push(`${route.method} ${route.api}${route.path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('accept JSON with a charset or a +json media type (the body then decides)', async () => {
    const login = routes.find((route) => route.path === '/login');
    if (!login) throw new Error('no login route');
    for (const contentType of ['application/json; charset=utf-8', 'application/vnd.lanepay+json']) {
      const answer = await send(login, contentType, '{}');
      expect(answer.status, contentType).toBe(400);
      expect(answer.body.code).toBe(ErrorCode.ValidationFailed);
    }
  });
});
