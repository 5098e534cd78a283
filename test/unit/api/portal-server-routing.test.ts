import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalCspSources } from '#infra/definitions/security-headers.ts';
import { createPortalApp } from '#infra/local/portal-server.ts';
import { apiRoots } from '#shared/api/paths.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { localRuntimeConfig } from '../../support/local-runtime-config.ts';

/*
 * The local server dispatches API requests as API Gateway does (infra/definitions/api-routing.ts),
 * one process for every function. Only configuration is set: a request that read data would fail.
 */
/** An empty SPA build: API requests never reach the static files. */
const webRoot = mkdtempSync(join(tmpdir(), 'lanepay-web-'));
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'unreachable',
    USER_POOL_ID: 'unreachable',
    USER_POOL_CLIENT_ID: 'unreachable',
    COGNITO_ISSUER: 'https://issuer.invalid/pool',
    APP_ORIGIN: 'http://localhost:3000',
  });
});

const portal = () =>
  createPortalApp({
    webRoot,
    runtimeConfig: localRuntimeConfig,
    cspSources: portalCspSources({ cognito: 'http://127.0.0.1:3004', paperwork: 'http://127.0.0.1:3003' }),
  });

describe('local server API dispatch', () => {
  it.each(Object.values(apiRoots))('serves %s/openapi.json from the docs function', async (root) => {
    const response = await portal().request(`${root}/openapi.json`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { openapi: string }).openapi).toBe('3.1.0');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it.each([
    '/api/v1/core/current_user',
    '/api/v1/core/users',
    '/api/v1/core/payee/invoices',
    '/api/v1/core/payee/payee_relationships',
    '/api/v1/core/payee/bank_accounts',
    '/api/v1/core/payor/invoices',
    '/api/v1/settlement/bills',
    '/api/v1/core/payee/payments?exportReport=true',
  ])('answers GET %s from its function: 401 without a session', async (path) => {
    const response = await portal().request(path);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: ErrorCode.Unauthenticated });
  });

  it('passes request bodies through, also to a moved (export) path', async () => {
    const login = await portal().request('/api/v1/core/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tokenType: 'cognito' }),
    });
    expect(login.status).toBe(400);
    expect(await login.json()).toMatchObject({ code: ErrorCode.ValidationFailed });

    const combined = await portal().request('/api/v1/settlement/bills/01JD3Q8M2X/documents/combined', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(combined.status).toBe(401);
  });

  it.each(['/api/v2/core/ping', '/api/v1/core/no_such_call', '/public/api/v1/no_such_call'])(
    'answers %s, which no route serves, with a JSON 404',
    async (path) => {
      const response = await portal().request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not_found' });
    },
  );
});
