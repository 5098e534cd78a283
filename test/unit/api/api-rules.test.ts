import { createRoute } from '@hono/zod-openapi';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { createApiApp, createRouter, openApiDocumentOf } from '#functions/lib/http/api-app.ts';
import { HttpError, retryAfterSeconds } from '#functions/lib/http/errors.ts';
import { jsonBody, jsonResponse } from '#functions/lib/http/openapi.ts';
import { logger } from '#functions/lib/logger.ts';
import { access } from '#shared/permissions/route-access.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';

/**
 * What every API app made by createApiApp/createRouter does, whatever its routes: 415 for a body
 * that is not JSON, 503 with Retry-After for a dependency that does not answer (an AWS timeout, or
 * the request deadline), no-store unless a route says otherwise. No network: the routes fail as told.
 */

const root = '/api/v1/test';
const okSchema = z.object({ ok: z.boolean() });
const get = (path: string) =>
  createRoute({ method: 'get', path, access: access.public, responses: { 200: jsonResponse(okSchema, 'ok') } });

const routes = createRouter()
  .openapi(get('/fast'), (c) => c.json({ ok: true }, 200))
  .openapi(get('/slow'), async (c) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return c.json({ ok: true }, 200);
  })
  .openapi(get('/sdk-timeout'), () => {
    throw Object.assign(new Error('a request has exceeded the configured 3000 ms requestTimeout.'), {
      name: 'TimeoutError',
      code: 'ETIMEDOUT',
      $metadata: { attempts: 3 },
    });
  })
  .openapi(get('/throttled'), () => {
    throw Object.assign(new Error('slow down'), {
      name: 'ProvisionedThroughputExceededException',
      $fault: 'client',
      $metadata: { httpStatusCode: 400, attempts: 3 },
    });
  })
  .openapi(get('/bug'), () => {
    throw new Error('a bug');
  })
  .openapi(get('/cached'), (c) => {
    c.header('cache-control', 'public, max-age=60');
    return c.json({ ok: true }, 200);
  })
  .openapi(get('/cached-then-refused'), (c) => {
    c.header('cache-control', 'public, max-age=60');
    throw new HttpError(409, ErrorCode.Conflict, 'errors.internal');
  })
  .openapi(
    createRoute({
      method: 'post',
      path: '/body',
      access: access.public,
      request: { body: jsonBody(z.object({ name: z.string().optional() })) },
      responses: { 200: jsonResponse(okSchema, 'ok') },
    }),
    (c) => c.json({ ok: true }, 200),
  );

const app = createApiApp(root, 'Test API', { deadlineMs: 200 }).route('/', routes);
const call = (path: string, init?: RequestInit) => app.request(`${root}${path}`, init);

describe('API rules', () => {
  it('answers no-store unless the route chose its own Cache-Control', async () => {
    expect((await call('/fast')).headers.get('cache-control')).toBe('no-store');
    expect((await call('/cached')).headers.get('cache-control')).toBe('public, max-age=60');
    const refused = await call('/cached-then-refused');
    expect(refused.status).toBe(409);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect((await call('/nowhere')).headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 with Retry-After when the request passes its deadline', async () => {
    const started = performance.now();
    const response = await call('/slow');
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(retryAfterSeconds));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: expect.any(String), code: ErrorCode.ServiceUnavailable });
  });

  it('answers 503 before the Lambda invocation runs out of time, when that comes first', async () => {
    const lambdaApp = createApiApp(root, 'Test API', { deadlineMs: 60_000 }).route('/', routes);
    const started = performance.now();
    const response = await lambdaApp.request(
      `${root}/slow`,
      {},
      { lambdaContext: { getRemainingTimeInMillis: () => 700 } },
    );
    expect(response.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(1_500);
    // A context without the clock (as in plain Node tests of the bundles) keeps the API's own deadline.
    expect((await app.request(`${root}/fast`, {}, { lambdaContext: {} })).status).toBe(200);
  });

  it.each(['/sdk-timeout', '/throttled'])(
    'answers 503 with Retry-After to an AWS failure (%s), logged as a warning only',
    async (path) => {
      const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
      const warnings = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
      const response = await call(path);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(retryAfterSeconds));
      expect(await response.json()).toEqual({ message: expect.any(String), code: ErrorCode.ServiceUnavailable });
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).toHaveBeenCalledWith(
        'Dependency unavailable',
        expect.objectContaining({ path: `${root}${path}` }),
      );
      errors.mockRestore();
      warnings.mockRestore();
    },
  );

  it('still hides a bug behind a logged 500', async () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const response = await call('/bug');
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(errors).toHaveBeenCalledWith('Unhandled error', expect.anything());
    errors.mockRestore();
  });

  it('answers 415 to a JSON body route sent anything but JSON, 400 to malformed JSON', async () => {
    const post = (headers: Record<string, string>, body?: string) => call('/body', { method: 'POST', headers, body });
    for (const response of [
      await post({ 'content-type': 'text/plain' }, '{}'),
      await post({ 'content-type': 'application/x-www-form-urlencoded' }, 'name=a'),
      await post({}, '{}'),
      await post({}),
    ]) {
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ message: expect.any(String), code: ErrorCode.UnsupportedMediaType });
    }
    const malformed = await post({ 'content-type': 'application/json' }, '{');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { code: string }).code).toBe(ErrorCode.ValidationFailed);
    expect((await post({ 'content-type': 'application/json; charset=utf-8' }, '{}')).status).toBe(200);
  });

  it('declares 415 on JSON body routes and 503 with Retry-After on every route', () => {
    const document = openApiDocumentOf(app) as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
    };
    const body = document.paths[`${root}/body`]?.post?.responses ?? {};
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['200', '400', '415', '503']));
    const fast = document.paths[`${root}/fast`]?.get?.responses ?? {};
    expect(Object.keys(fast)).not.toContain('415');
    expect(fast['503']?.headers).toHaveProperty('Retry-After');
  });
});
