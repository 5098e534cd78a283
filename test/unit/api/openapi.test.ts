import { describe, expect, it } from 'vitest';
import { coreApp } from '#functions/core/app.ts';
import { docsApp } from '#functions/docs/app.ts';
import { publicApp } from '#functions/public/app.ts';
import { reportsApp } from '#functions/reports/app.ts';
import { settlementApp } from '#functions/settlement/app.ts';
import { apiRoots } from '#shared/api/paths.ts';

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const apps = [
  ['core', coreApp, apiRoots.core],
  ['settlement', settlementApp, apiRoots.settlement],
  ['exports', reportsApp, apiRoots.exports],
  ['public', publicApp, apiRoots.public],
] as const;

/** An API's document as the docs function serves it (generated from the whole app). */
async function documentOf(root: string): Promise<Document> {
  const response = await docsApp.request(`${root}/openapi.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as Document;
}

describe.each(apps)('%s API', (_name, app, root) => {
  const document = () => documentOf(root);

  it('serves an OpenAPI 3.1 document', async () => {
    expect((await document()).openapi).toBe('3.1.0');
  });

  it('declares every route with schemas: no handler exists outside the document', async () => {
    const doc = await document();
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const served = new Set(
      app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`),
    );
    expect([...served].filter((route) => !documented.has(route))).toEqual([]);
  });

  it('gives every operation typed responses and declared parameters', async () => {
    const doc = await document();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const [status, response] of Object.entries(operation.responses)) {
          if (status.startsWith('3')) continue;
          const [body] = Object.values(response.content ?? {});
          expect(body?.schema, `${where} ${status}`).toBeDefined();
        }
        for (const name of path.match(/\{(\w+)\}/g) ?? []) {
          const declared = operation.parameters?.some((p) => p.in === 'path' && `{${p.name}}` === name);
          expect(declared, `${where} declares ${name}`).toBe(true);
        }
        if (['post', 'put', 'patch'].includes(method) && operation.requestBody) {
          expect(operation.requestBody.content['application/json']?.schema, `${where} body`).toBeDefined();
        }
      }
    }
  });
});

/** The APIs behind sessions (the public API answers anyone by design). */
const sessionApps = apps.filter(([name]) => name !== 'public');

describe('area routes', () => {
  it.each(sessionApps)(
    '%s API answers area routes only with a session (401 before any data is read)',
    async (_name, app, root) => {
      // Configuration only: no emulator answers here, so any read of data would fail the test.
      Object.assign(process.env, {
        TABLE_NAME: 'unreachable',
        USER_POOL_ID: 'unreachable',
        USER_POOL_CLIENT_ID: 'unreachable',
        COGNITO_ISSUER: 'https://issuer.invalid/pool',
        APP_ORIGIN: 'https://portal.invalid',
      });
      const doc = await documentOf(root);
      const areaRoutes = Object.entries(doc.paths).filter(([path]) => /\/(payee|payor|factor|admin)\//.test(path));
      for (const [path, operations] of areaRoutes) {
        for (const method of Object.keys(operations)) {
          const url = path.replace(/\{\w+\}/g, '1');
          const response = await app.request(url, { method: method.toUpperCase() });
          expect(response.status, `${method.toUpperCase()} ${path}`).toBe(401);
        }
      }
    },
  );
});
