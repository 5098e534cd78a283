import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyResult, SQSBatchResponse } from 'aws-lambda';
import type { Metafile } from 'esbuild';
import { StandardFonts } from 'pdf-lib';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { httpApiEvent } from '#events/http-api.ts';
import { sqsEvent, sqsRecord } from '#events/sqs.ts';
import { openApiDocuments } from '#functions/docs/documents.ts';
import { loadFunctionApp } from '#functions/lib/http/registered-apps.ts';
import { handler as renderDocumentUnbundled } from '#functions/renderers/document-renderer.ts';
import { type DocumentRequest, packRequest, type RenderedFile } from '#functions/renderers/requests.ts';
import { reportsApp } from '#functions/reports/app.ts';
import { settlementApp } from '#functions/settlement/app.ts';
import { repositoryRoot } from '#infra/bin/settings.ts';
import {
  bundleLambda,
  bundleTargetKb,
  type LambdaName,
  lambdaEntries,
  pdfEmbeddingOf,
} from '#infra/definitions/lambda-bundling.ts';
import { registeredFunctions } from '#infra/definitions/registered-functions.ts';
import { apiRoots } from '#shared/api/paths.ts';
import esErrors from '#shared/i18n/es/errors.ts';
import { type ApiError, ErrorCode } from '#shared/schemas/api-error.ts';
import { makeNoaPdf } from '../fixtures/noa/make-noa-pdf.ts';
import { samplePng } from '../support/paperwork-files.ts';
import { paidInvoice, paymentOf, takeControlInfo } from '../support/report-fixtures.ts';
import { handler as embedUnbundled, type PdfEmbedEvent, type PdfEmbedResult } from './bundled-pdf-reports.ts';

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

/** The functions' bundles, and `pdfEmbed`: test/infra/bundled-pdf-reports.ts bundled as the document renderer is. */
type BundleName = LambdaName | 'pdfEmbed';
const bundles = new Map<BundleName, { file: string; metafile: Metafile }>();

/** Runs the bundled handler of `name` in a fresh Node process on each event, in order. */
function invoke<Result = APIGatewayProxyResult>(name: BundleName, events: unknown[]): Result[] {
  const bundle = bundles.get(name)?.file;
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

const coreFunctionApp = await loadFunctionApp('core');
const corePayeeFunctionApp = await loadFunctionApp('corePayee');

const answered = (result: APIGatewayProxyResult) => ({ statusCode: result.statusCode, body: JSON.parse(result.body) });

/** The body without its clock reading (`/ping` tells the time). */
function timeless<T extends { body: unknown }>(answer: T): T {
  const { time: _time, ...body } = answer.body as Record<string, unknown>;
  return { ...answer, body };
}

beforeAll(async () => {
  const entries: [BundleName, string][] = [
    ...[
      ...registeredFunctions.map((part) => part.name),
      ...(['apiDocs', 'sheetRenderer', 'documentRenderer', 'paperworkCombiner', 'noaConversionWorker'] as const),
    ].map((name) => [name, lambdaEntries[name]] as [BundleName, string]),
    ['pdfEmbed', 'test/infra/bundled-pdf-reports.ts'],
  ];
  for (const [name, entry] of entries) {
    const outdir = join(scratch, name);
    const pdf = pdfEmbeddingOf(name === 'pdfEmbed' ? lambdaEntries.documentRenderer : entry);
    const { metafile } = await bundleLambda(repositoryRoot, entry, outdir, pdf);
    bundles.set(name, { file: join(outdir, 'index.mjs'), metafile });
  }
});

type Case = readonly [
  app: { request(url: string, init: RequestInit): Response | Promise<Response> },
  name: LambdaName,
  event: APIGatewayProxyEventV2,
];

/** Each case's event answered by its bundled function and by the unbundled app: the same status and body. */
async function expectSameAnswers(cases: readonly Case[]) {
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
}

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
    await expectSameAnswers(cases);
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

/** The files a bundle carries code of. */
function bundledFiles(name: BundleName): string[] {
  const metafile = bundles.get(name)?.metafile;
  if (!metafile) throw new Error(`${name} was not bundled`);
  return Object.values(metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs).flatMap(([input, { bytesInOutput }]) => (bytesInOutput > 0 ? [input] : [])),
  );
}

/** The npm packages a bundle carries code of. */
function packagesOf(name: BundleName): Set<string> {
  return new Set(
    bundledFiles(name).flatMap((input) => input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.slice(1, 2) ?? []),
  );
}

/** The repository's own source files a bundle carries. */
function sourcesOf(name: BundleName): Set<string> {
  const metafile = bundles.get(name)?.metafile;
  if (!metafile) throw new Error(`${name} was not bundled`);
  return new Set(
    Object.values(metafile.outputs).flatMap((output) =>
      Object.keys(output.inputs).filter((input) => !input.includes('node_modules/')),
    ),
  );
}

describe('API functions', () => {
  it(`stay at or under ${bundleTargetKb} KB each: they answer users, and a cold start loads the whole bundle`, () => {
    const over = registeredFunctions
      .map((part) => ({ name: part.name, kb: statSync(bundles.get(part.name)?.file ?? '').size / 1024 }))
      .filter((bundle) => bundle.kb > bundleTargetKb)
      .map((bundle) => `${bundle.name}: ${bundle.kb.toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  it('are granted exactly what their code uses (functions/api-functions.ts)', () => {
    for (const part of registeredFunctions) {
      const sources = sourcesOf(part.name);
      const needs = {
        userAdministration: sources.has('functions/services/cognito-users.ts'),
        // The one reader of BANK_ACCOUNT_HASH_KEY.
        bankAccountHashKey: sources.has('functions/services/bank-account-hash-key.ts'),
        sso: sources.has('functions/services/sso-client.ts'),
        resubmitQueue: sources.has('functions/repositories/resubmit-queue.ts'),
        fileRenderers: sources.has('functions/lib/renderers.ts'),
        exportJobs: sources.has('functions/repositories/export-job-queue.ts'),
        noaConversionQueue: sources.has('functions/repositories/noa-conversion-queue.ts'),
      };
      const granted = Object.fromEntries(Object.keys(needs).map((need) => [need, need in part.needs]));
      expect(granted, part.name).toEqual(needs);
      expect(part.needs.paperworkBucket !== undefined, part.name).toBe(
        sources.has('functions/repositories/paperwork-objects.ts'),
      );
    }
  });
});

const pdfText = async (result: RenderedFile | PdfEmbedResult | undefined) => {
  const file = result && ('file' in result ? result.file : 'pdf' in result ? result.pdf : null);
  if (!file) throw new Error(`No PDF: ${JSON.stringify(result)}`);
  return (await extractText(new Uint8Array(Buffer.from(file, 'base64')), { mergePages: true })).text;
};

const generatedAt = '2026-03-14T16:00:00.000Z';
// The payment totals Net paid $1,942.49.
const payment = paymentOf([paidInvoice(1, 150_055, 3_751), paidInvoice(2, 49_945, 0)]);

describe('bundled exports API', () => {
  it('answers as the unbundled app does: no session, unknown paths, in the caller’s language', async () => {
    const french = { headers: { 'accept-language': 'fr' } };
    await expectSameAnswers(
      [
        httpApiEvent('GET', '/api/v1/exports/core/payee/payments?exportReport=true'),
        httpApiEvent('GET', '/api/v1/exports/core/payee/payments/7/payout_report/xlsx?format=xlsx', french),
        httpApiEvent('GET', '/api/v1/exports/core/payee/nothing_here'),
        httpApiEvent('GET', '/api/v1/exports/core/payee/payments/7/payout_report?format=pdf', french),
        httpApiEvent('GET', '/api/v1/exports/core/payee/payee_relationships/3/take_control_info'),
        httpApiEvent('POST', '/api/v1/exports/settlement/bills/B1/documents/combined'),
      ].map((event) => [reportsApp, 'exports', event] as const),
    );
  });

  it('carries no file library; each renderer carries its own only', () => {
    const pdfPackages = ['pdf-lib', '@pdf-lib/standard-fonts', '@pdf-lib/upng', 'pako'];
    const excelPackages = ['write-excel-file', 'fflate', 'exceljs'];
    const exportsApi = packagesOf('exports');
    for (const library of [...pdfPackages, ...excelPackages]) expect(exportsApi, library).not.toContain(library);

    const sheets = packagesOf('sheetRenderer');
    expect(sheets).toContain('write-excel-file');
    for (const library of [...pdfPackages, 'zod', 'hono']) expect(sheets, library).not.toContain(library);

    const documents = packagesOf('documentRenderer');
    expect(documents).toContain('pdf-lib');
    // Node's zlib stands in for pako (infra/definitions/bundle-shims/pako-node-zlib.ts); its PDFs hold no image.
    for (const library of ['pako', '@pdf-lib/upng', ...excelPackages, 'zod', 'hono']) {
      expect(documents, library).not.toContain(library);
    }

    const combiner = packagesOf('paperworkCombiner');
    expect(combiner).toContain('@pdf-lib/upng');
    for (const library of ['pako', ...excelPackages, 'zod', 'hono']) expect(combiner, library).not.toContain(library);
    // Its PDFs draw no text: no font's metrics.
    const fontMetrics = bundledFiles('paperworkCombiner').filter((file) =>
      /[\\/]standard-fonts[\\/].*\.compressed\.json$/.test(file),
    );
    expect(fontMetrics.filter((file) => !file.endsWith('all-encodings.compressed.json'))).toEqual([]);
  });
});

describe('bundled document renderer', () => {
  it('renders the PDF files as the unbundled renderer does', async () => {
    const requests: DocumentRequest[] = [
      { file: 'payoutReport', input: { payeeName: 'Lone Star Freight LLC', payment, language: 'en', generatedAt } },
      {
        file: 'takeControl',
        input: { payeeName: 'Lone Star Freight LLC', info: takeControlInfo, language: 'fr', generatedAt },
      },
    ];
    const [payoutReport, takeControl] = invoke<RenderedFile>('documentRenderer', requests.map(packRequest));
    const [payoutRequest, takeControlRequest] = requests.map(packRequest);
    // The same text, placed the same way, as the PDFs made with every library file at hand.
    const payoutText = await pdfText(payoutReport);
    expect(payoutText).toBe(await pdfText(await renderDocumentUnbundled(payoutRequest as never)));
    expect(payoutText).toContain('PAY-3F2A9C0B');
    expect(payoutText).toMatch(/Net paid\s+\$1,942\.49/);
    const takeControlText = await pdfText(takeControl);
    expect(takeControlText).toBe(await pdfText(await renderDocumentUnbundled(takeControlRequest as never)));
    expect(takeControlText).toContain('Summit Freight Brokers');
  });

  it('keeps the standard font metrics it draws with, and names what it left out', async () => {
    const png = Buffer.from(samplePng()).toString('base64');
    const events: PdfEmbedEvent[] = [
      { font: StandardFonts.HelveticaBold },
      { font: StandardFonts.Courier },
      { font: StandardFonts.TimesRoman },
      { png },
    ];
    const [helveticaBold, courier, times, image] = invoke<PdfEmbedResult>('pdfEmbed', events);
    expect(await pdfText(helveticaBold)).toContain('LanePay');
    expect(courier).toEqual({
      error: expect.stringMatching(/standard font Courier are left out of this LanePay Lambda bundle/),
    });
    expect(times).toEqual({ error: expect.stringMatching(/standard font Times-Roman are left out/) });
    expect(image).toEqual({ error: expect.stringMatching(/PNG decoding is left out of LanePay's Lambda bundles/) });
    // Unbundled, pdf-lib still has them all (only the bundles leave them out).
    expect(await embedUnbundled({ font: StandardFonts.Courier })).toHaveProperty('pdf');
    expect(await embedUnbundled({ png })).toHaveProperty('pdf');
  });
});

describe('bundled NOA conversion worker', () => {
  const dirOf = () => {
    const file = bundles.get('noaConversionWorker')?.file;
    if (!file) throw new Error('noaConversionWorker was not bundled');
    return dirname(file);
  };

  it('loads pdf.js, its canvas and tesseract.js from the packages shipped beside it', () => {
    // A record that is no conversion message: reported failed after the bundle (pdf.js and the
    // canvas's native binary included) loaded, touching nothing else.
    const [result] = invoke<SQSBatchResponse>('noaConversionWorker', [
      sqsEvent([sqsRecord('noa_conversion', 'not-a-message', 'hello')]),
    ]);
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'not-a-message' }] });
    const shipped = join(dirOf(), 'node_modules');
    expect(existsSync(join(shipped, '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz'))).toBe(true);
    expect(existsSync(join(shipped, 'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'))).toBe(true);
    // The x86-64 Linux binary the worker's architecture runs, and no other platform's.
    expect(readdirSync(join(shipped, '@napi-rs'))).toEqual(['canvas', 'canvas-linux-x64-gnu']);
    // The older model, the LSTM-only engine builds and pdf.js's modern build are left out.
    expect(existsSync(join(shipped, '@tesseract.js-data/eng/4.0.0'))).toBe(false);
    expect(existsSync(join(shipped, 'tesseract.js-core/tesseract-core-simd-lstm.wasm'))).toBe(false);
    expect(existsSync(join(shipped, 'pdfjs-dist/build'))).toBe(false);
  });

  it('reads a rendered NOA page with nothing but what it ships', async () => {
    const pdf = join(scratch, 'noa.pdf');
    writeFileSync(
      pdf,
      await makeNoaPdf({ kind: 'noa', carrierName: 'Red River Transport LLC', factorName: 'Alamo Capital Factoring' }),
    );
    // A copy outside the repository, so its imports resolve to the shipped packages and nothing else.
    const alone = mkdtempSync(join(tmpdir(), 'lanepay-noa-worker-'));
    onTestFinished(() => rmSync(alone, { recursive: true, force: true }));
    cpSync(dirOf(), alone, { recursive: true });
    const script = join(alone, 'read-page.mjs');
    writeFileSync(
      script,
      [
        "import { readFileSync } from 'node:fs';",
        "import { createCanvas } from '@napi-rs/canvas';",
        "import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';",
        "import { createWorker, OEM } from 'tesseract.js';",
        "const standardFontDataUrl = new URL('./node_modules/pdfjs-dist/standard_fonts/', import.meta.url).pathname;",
        'const pdf = await getDocument({ data: new Uint8Array(readFileSync(process.argv[2])), standardFontDataUrl }).promise;',
        'const page = await pdf.getPage(1);',
        'const viewport = page.getViewport({ scale: 200 / 72 });',
        'const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));',
        'await page.render({ canvas, viewport }).promise;',
        "const png = canvas.encodeSync('png');",
        "const langPath = new URL('./node_modules/@tesseract.js-data/eng/4.0.0_best_int', import.meta.url).pathname;",
        "const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });",
        'console.log((await worker.recognize(Buffer.from(png))).data.text);',
        'await worker.terminate();',
      ].join('\n'),
    );
    const run = spawnSync(process.execPath, [script, pdf], { cwd: alone, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('NOTICE OF ASSIGNMENT');
    expect(run.stdout).toContain('Red River Transport LLC');
  });
});
