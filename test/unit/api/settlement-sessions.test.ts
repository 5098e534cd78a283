import { describe, expect, it } from 'vitest';
import { openApiDocumentOf } from '#functions/lib/http/api-app.ts';
import { settlementApp } from '#functions/settlement/app.ts';

type Document = { paths: Record<string, Record<string, unknown>> };

/**
 * The settlement API's paths are not under an area prefix (`/bills`, `/charges`, …), so the
 * OpenAPI test's area check does not reach them: every one of them answers 401 without a session,
 * before any data is read.
 */
describe('settlement API without a session', () => {
  it('answers 401 on every route', async () => {
    Object.assign(process.env, {
      TABLE_NAME: 'unreachable',
      USER_POOL_ID: 'unreachable',
      USER_POOL_CLIENT_ID: 'unreachable',
      COGNITO_ISSUER: 'https://issuer.invalid/pool',
      APP_ORIGIN: 'https://portal.invalid',
    });
    const doc = openApiDocumentOf(settlementApp) as unknown as Document;
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => [method.toUpperCase(), path] as const),
    );
    expect(operations.length).toBeGreaterThan(20);
    for (const [method, path] of operations) {
      const response = await settlementApp.request(path.replace(/\{\w+\}/g, '1'), { method });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});
