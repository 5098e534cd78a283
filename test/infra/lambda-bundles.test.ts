import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyResult } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpApiEvent } from '#events/http-api.ts';
import { app as coreFunctionApp } from '#functions/core/lambda.ts';
import { app as corePayeeFunctionApp } from '#functions/core/lambda-payee.ts';
import { openApiDocuments } from '#functions/docs/documents.ts';
import { settlementApp } from '#functions/settlement/app.ts';
import { repositoryRoot } from '#infra/bin/settings.ts';
import { bundleLambda, type LambdaName, lambdaEntries } from '#infra/definitions/lambda-bundling.ts';
import { apiRoots } from '#shared/api/paths.ts';
import esErrors from '#shared/i18n/es/errors.ts';
import { type ApiError, ErrorCode } from '#shared/schemas/api-error.ts';

/*
 * The bundles are not the code the other tests run: infra/definitions/lambda-bundle-plugins.ts
 * leaves parts of libraries out and replaces the docs function's document generation with its
 * result. These tests bundle functions as the stack does, run them in plain Node as Lambda would,
 * and compare their answers with those of the unbundled apps.
 */

/** Configuration only: nothing answers there, so any read of data would fail the request. */
const environment = {
  TABLE_NAME: 'unreachable',
  USER_POOL_ID: 'unreachable',
  USER_POOL_CLIENT_ID: 'unreachable',
  COGNITO_ISSUER: 'https://issuer.invalid/pool',
  APP_ORIGIN: 'https://portal.invalid',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
};

// Inside the repository: the bundles import the AWS SDK, which Lambda provides and node_modules stands in for.
const cache = join(repositoryRoot, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const scratch = mkdtempSync(join(cache, 'lanepay-bundle-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const runner = join(scratch, 'invoke.mjs');
writeFileSync(
  runner,
  [
    "import { readFileSync, writeFileSync } from 'node:fs';",
    "import { pathToFileURL } from 'node:url';",
    'const [bundle, eventsFile, resultsFile] = process.argv.slice(2);',
    'const { handler } = await import(pathToFileURL(bundle).href);',
    'const results = [];',
    "for (const event of JSON.parse(readFileSync(eventsFile, 'utf8'))) results.push(await handler(event, {}));",
    'writeFileSync(resultsFile, JSON.stringify(results));',
  ].join('\n'),
);

const bundles = new Map<LambdaName, string>();

/** Runs the bundled handler of `name` in a fresh Node process on each event, in order. */
function invoke(name: LambdaName, events: APIGatewayProxyEventV2[]): APIGatewayProxyResult[] {
  const bundle = bundles.get(name);
  if (!bundle) throw new Error(`${name} was not bundled`);
  const eventsFile = join(scratch, `${name}-events.json`);
  const resultsFile = join(scratch, `${name}-results.json`);
  writeFileSync(eventsFile, JSON.stringify(events));
  const run = spawnSync(process.execPath, [runner, bundle, eventsFile, resultsFile], {
    env: { ...process.env, ...environment },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`${name} failed: ${run.stderr}`);
  return JSON.parse(readFileSync(resultsFile, 'utf8'));
}

/** The same request to an unbundled app, in the shape the Lambda adapter answers. */
async function unbundled(
  app: { request(url: string, init: RequestInit): Response | Promise<Response> },
  event: APIGatewayProxyEventV2,
) {
  Object.assign(process.env, environment);
  const response = await app.request(`${event.rawPath}${event.rawQueryString ? `?${event.rawQueryString}` : ''}`, {
    method: event.requestContext.http.method,
    headers: event.headers as Record<string, string>,
    ...(event.body !== undefined ? { body: event.body } : {}),
  });
  return { statusCode: response.status, body: JSON.parse(await response.text()) as unknown };
}

const answered = (result: APIGatewayProxyResult) => ({ statusCode: result.statusCode, body: JSON.parse(result.body) });

/** The body without its clock reading (`/ping` tells the time). */
function timeless<T extends { body: unknown }>(answer: T): T {
  const { time: _time, ...body } = answer.body as Record<string, unknown>;
  return { ...answer, body };
}

beforeAll(async () => {
  for (const name of ['core', 'corePayee', 'settlement', 'apiDocs'] as const) {
    const outdir = join(scratch, name);
    await bundleLambda(repositoryRoot, lambdaEntries[name], outdir);
    bundles.set(name, join(outdir, 'index.mjs'));
  }
});

describe('bundled API functions', () => {
  it('answer as the unbundled apps do: health, validation in the caller’s language, sessions', async () => {
    const cases = [
      [coreFunctionApp, 'core', httpApiEvent('GET', '/api/v1/core/ping')],
      [
        coreFunctionApp,
        'core',
        httpApiEvent('POST', '/api/v1/core/login', {
          headers: { 'content-type': 'application/json', 'accept-language': 'es' },
          body: JSON.stringify({ token: 7 }),
        }),
      ],
      [
        coreFunctionApp,
        'core',
        httpApiEvent('GET', '/api/v1/core/current_user', { headers: { 'accept-language': 'fr' } }),
      ],
      [coreFunctionApp, 'core', httpApiEvent('GET', '/api/v1/core/no_such_call')],
      [corePayeeFunctionApp, 'corePayee', httpApiEvent('GET', '/api/v1/core/payee/invoices?page=1')],
      [corePayeeFunctionApp, 'corePayee', httpApiEvent('GET', '/api/v1/core/payee/unknown')],
      [settlementApp, 'settlement', httpApiEvent('GET', '/api/v1/settlement/types/charge_types')],
    ] as const;
    for (const name of new Set(cases.map(([, name]) => name))) {
      const own = cases.filter((c) => c[1] === name);
      const results = invoke(
        name,
        own.map(([, , event]) => event),
      );
      for (const [index, [app, , event]] of own.entries()) {
        const bundled = results[index] as APIGatewayProxyResult;
        expect(timeless(answered(bundled)), `${name} ${event.routeKey}`).toEqual(timeless(await unbundled(app, event)));
      }
    }
  });

  it('reject bad input with 400 and field errors in the caller’s language (zod as bundled)', () => {
    const [result] = invoke('core', [
      httpApiEvent('POST', '/api/v1/core/login', {
        headers: { 'content-type': 'application/json', 'accept-language': 'es' },
        body: JSON.stringify({ tokenType: 'cognito' }),
      }),
    ]);
    const body = JSON.parse((result as APIGatewayProxyResult).body) as ApiError;
    expect(result?.statusCode).toBe(400);
    expect(body).toMatchObject({ code: ErrorCode.ValidationFailed, message: esErrors.validationFailed });
    expect(Object.keys(body.errors ?? {}).length).toBeGreaterThan(0);
  });

  it('serve the OpenAPI documents generated when the docs function was bundled', () => {
    const roots = Object.values(apiRoots);
    const results = invoke(
      'apiDocs',
      roots.map((root) => httpApiEvent('GET', `${root}/openapi.json`)),
    );
    const live = openApiDocuments();
    expect(results.map(answered)).toEqual(roots.map((root) => ({ statusCode: 200, body: live[root] })));
  });
});
