import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import {
  type ApiPart,
  apiFunctions,
  type ApiFunctionName as RegisteredName,
  routerRefOf,
} from '#functions/api-functions.ts';
import { assertLeanPdfFonts, assertLeanZod, lambdaBundlePlugins, type PdfEmbedding } from './lambda-bundle-plugins.ts';
import { copyShippedPackages, type ShippedPackages } from './shipped-packages.ts';

/**
 * How Lambda code is bundled: the CDK's functions (infra/constructs/portal-function.ts, through
 * infra/bin/bundle-lambda.ts) and `npm run bench` (which reports bundle sizes) both call
 * `bundleLambda`, so the sizes the bench prints are those of the deployed code.
 *
 * The API functions registered in functions/api-functions.ts have no handler module of their own:
 * their entry (`api-function:<name>`) is generated from the registry, importing only the routers
 * the function carries. They and apiDocs answer the paths infra/definitions/api-routing.ts gives them.
 */
const apiFunctionEntryPrefix = 'api-function:';

/** The handler module of a registered API function: its routers, each API's app, Hono's Lambda adapter. */
export function apiFunctionEntrySource(name: RegisteredName): string {
  const imports: string[] = [];
  const parts = Object.entries(apiFunctions[name].apis as Partial<Record<string, ApiPart>>).map(([api, part]) => {
    const routers = (part?.routers ?? []).map((reference) => {
      const { module, exportName } = routerRefOf(reference);
      const local = `router${imports.length}`;
      imports.push(`import { ${exportName} as ${local} } from './functions/${module}';`);
      return local;
    });
    return `${api}: [${routers.join(', ')}]`;
  });
  return [
    "import { handle } from 'hono/aws-lambda';",
    "import { functionAppOf } from './functions/lib/http/function-app.ts';",
    ...imports,
    `export const handler = handle(functionAppOf({ ${parts.join(', ')} }));`,
  ].join('\n');
}

/**
 * The export worker's entry (issue 14): it makes a job's file by calling the exports API's own
 * routes in-process, so it imports every router the exports API is registered with, whichever
 * function carries it (functions/worker/export-jobs.ts).
 */
const exportWorkerEntry = 'export-worker:exports';

export function exportWorkerEntrySource(): string {
  const imports: string[] = [];
  const routers = Object.values(apiFunctions as Record<string, { apis: Partial<Record<string, ApiPart>> }>).flatMap(
    (fn) =>
      (fn.apis.exports?.routers ?? []).map((reference) => {
        const { module, exportName } = routerRefOf(reference);
        const local = `router${imports.length}`;
        imports.push(`import { ${exportName} as ${local} } from './functions/${module}';`);
        return local;
      }),
  );
  return [
    "import { apiAppOf } from './functions/lib/http/function-app.ts';",
    "import { exportJobWorker } from './functions/worker/export-jobs.ts';",
    ...imports,
    `export const handler = exportJobWorker(apiAppOf('exports', [${routers.join(', ')}]));`,
  ].join('\n');
}

function registeredNameOf(entry: string): RegisteredName | null {
  if (!entry.startsWith(apiFunctionEntryPrefix)) return null;
  const name = entry.slice(apiFunctionEntryPrefix.length);
  if (!Object.hasOwn(apiFunctions, name)) throw new Error(`No API function '${name}' in functions/api-functions.ts`);
  return name as RegisteredName;
}
/**
 * The most a function that answers users may load, in KB of its bundle (cold starts grow with
 * it); test/infra/lambda-bundles.test.ts holds the API functions to it and `npm run bench` prints
 * every function beside it.
 */
export const bundleTargetKb = 300;

export const lambdaEntries = {
  ...(Object.fromEntries(Object.keys(apiFunctions).map((name) => [name, `${apiFunctionEntryPrefix}${name}`])) as Record<
    RegisteredName,
    `${typeof apiFunctionEntryPrefix}${RegisteredName}`
  >),
  resubmitWorker: 'functions/worker/resubmit-bills.ts',
  payoutRun: 'functions/worker/payout-run.ts',
  /** Makes the payors' statements of closed periods and their PDFs (scheduled). */
  statementRun: 'functions/worker/statement-run.ts',
  /** Emails each factor the remittance of the payments made to it on a day (scheduled). */
  factorRemittanceRun: 'functions/worker/factor-remittance-run.ts',
  /** Makes the files of export jobs (issue 14) with the exports API's routes, from the export job queue. */
  exportWorker: exportWorkerEntry,
  /** Converts received NOA and LOR documents to page images and reads them (issue 15), from its queue. */
  noaConversionWorker: 'functions/worker/noa-conversion.ts',
  /** Sends the resubmit message of bills stranded in `sent` again (scheduled). */
  resubmitSweeper: 'functions/worker/resubmit-sweep.ts',
  /** The file renderers (functions/renderers/requests.ts): Excel files, PDF files, combined paperwork. */
  sheetRenderer: 'functions/renderers/sheet-renderer.ts',
  documentRenderer: 'functions/renderers/document-renderer.ts',
  paperworkCombiner: 'functions/renderers/paperwork-combiner.ts',
  messageDelivery: 'functions/delivery/handler.ts',
  /** Every API's OpenAPI document, generated when this bundle is built. */
  apiDocs: 'functions/docs/lambda.ts',
} as const;

export type LambdaName = keyof typeof lambdaEntries;

/**
 * What the PDFs of the functions that make them embed (the others carry no pdf-lib): the
 * documents draw text in Helvetica (functions/reports/pdf.ts) and no image; the combined paperwork
 * puts JPEG and PNG images on pages and draws no text.
 */
const pdfEmbedding: Readonly<Record<string, PdfEmbedding>> = {
  [lambdaEntries.documentRenderer]: { standardFonts: ['Helvetica', 'Helvetica-Bold'], png: false },
  [lambdaEntries.paperworkCombiner]: { standardFonts: [], png: true },
  [lambdaEntries.statementRun]: { standardFonts: ['Helvetica', 'Helvetica-Bold'], png: false },
};
const embedsNothing: PdfEmbedding = { standardFonts: [], png: false };

export const pdfEmbeddingOf = (entry: string): PdfEmbedding => pdfEmbedding[entry] ?? embedsNothing;

/**
 * What a function loads from its own node_modules (infra/definitions/shipped-packages.ts). The NOA
 * conversion worker: pdf.js (its legacy build, which reads its standard fonts, character maps and
 * WebAssembly image decoders as files), the canvas it draws on, a native addon whose x86-64 Linux
 * binary (the one npm installs on the Linux x86-64 machines that build and test the portal) is
 * shipped, so the worker runs on x86_64; and tesseract.js, which runs its engine in a worker thread
 * from its own script and WebAssembly files and reads the English model from its package.
 * Left out: pdf.js's modern build, viewer, types, source maps and scripting sandbox; the LSTM-only
 * engine builds (tesseract.js 7 under Node loads the full builds whatever the engine mode: its
 * getCore is handed a boolean where it compares engine modes), the WebAssembly inlined as
 * JavaScript, the older, larger English model and the browser builds.
 */
const shippedPackages: Readonly<Record<string, ShippedPackages>> = {
  [lambdaEntries.noaConversionWorker]: {
    packages: [
      'pdfjs-dist',
      '@napi-rs/canvas',
      '@napi-rs/canvas-linux-x64-gnu',
      'tesseract.js',
      '@tesseract.js-data/eng',
    ],
    nativeArchitecture: 'x86_64',
    leaveOut: {
      'pdfjs-dist': /^(build|web|image_decoders|types)(\/|$)|\.map$|\.min\.mjs$|pdf\.sandbox\./,
      'tesseract.js-core': /(-lstm\.|\.wasm\.js$)/,
      '@tesseract.js-data/eng': /^4\.0\.0(\/|$)/,
      'tesseract.js': /^(dist|docs|benchmarks|examples|tests|scripts)(\/|$)/,
    },
  },
};

export const shippedPackagesOf = (entry: string): ShippedPackages | null => shippedPackages[entry] ?? null;

export const lambdaBundling = {
  target: 'node22',
  minify: true,
  /** ESM entry points of dependencies tree-shake better than their CommonJS builds. */
  mainFields: ['module', 'main'],
  /**
   * ESM bundles still meet CommonJS dependencies that call `require` (Node built-ins); esbuild's
   * shim needs a real `require` in scope to forward them to.
   */
  banner:
    "import { createRequire as __lanepayCreateRequire } from 'node:module'; " +
    'const require = __lanepayCreateRequire(import.meta.url);',
  /** The Node.js 22 runtime provides the AWS SDK v3 (SES v2 and SNS clients of the delivery function included). */
  external: ['@aws-sdk/*', '@smithy/*'],
  /** The handler file Lambda loads (`index.handler`); ESM, hence `.mjs`. */
  outputFile: 'index.mjs',
} as const;

/** The directory name of an entry's bundle among others (infra/bin/bundle-lambda.ts). */
export function bundleDirName(entry: string): string {
  return entry.replace(/[^\w.-]/g, '_');
}

export type LambdaBundle = {
  /** The JavaScript Lambda loads (the source map beside it is not included). */
  code: Uint8Array;
  metafile: Metafile;
  /** Bytes of the packages copied beside it (shippedPackagesOf), when written to a directory. */
  shippedBytes: number;
};

/** esbuild's options for one function: minified ESM with a source map of line mappings only. */
export function lambdaBuildOptions(
  root: string,
  entry: string,
  pdf: PdfEmbedding = pdfEmbeddingOf(entry),
): BuildOptions & { write: false; metafile: true } {
  const registered = registeredNameOf(entry);
  const generated = registered
    ? { contents: apiFunctionEntrySource(registered), name: registered }
    : entry === exportWorkerEntry
      ? { contents: exportWorkerEntrySource(), name: 'export-worker' }
      : null;
  return {
    ...(generated
      ? { stdin: { contents: generated.contents, resolveDir: root, sourcefile: `${generated.name}.ts`, loader: 'ts' } }
      : { entryPoints: [join(root, entry)] }),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: lambdaBundling.target,
    minify: lambdaBundling.minify,
    mainFields: [...lambdaBundling.mainFields],
    banner: { js: lambdaBundling.banner },
    external: [...lambdaBundling.external, ...(shippedPackagesOf(entry)?.packages ?? [])],
    // Stack traces point at the TypeScript sources (NODE_OPTIONS=--enable-source-maps); the
    // sources themselves would double the asset size.
    sourcemap: true,
    sourcesContent: false,
    // Names the output (and the source map's URL); nothing is written there.
    outfile: join(root, lambdaBundling.outputFile),
    write: false,
    metafile: true,
    logLevel: 'warning',
    plugins: lambdaBundlePlugins(root, pdf),
  };
}

/**
 * Bundles the function whose handler module is `entry` (relative to `root`); with `outdir`, writes
 * `index.mjs` and its source map there. Must run where TypeScript can be imported (tsx, Vitest):
 * the docs function's bundle runs the apps to generate the OpenAPI documents. `pdf` defaults to
 * what the function's PDFs embed.
 */
export async function bundleLambda(
  root: string,
  entry: string,
  outdir?: string,
  pdf: PdfEmbedding = pdfEmbeddingOf(entry),
): Promise<LambdaBundle> {
  const result = await build(lambdaBuildOptions(root, entry, pdf));
  assertLeanZod(entry, result.metafile);
  assertLeanPdfFonts(entry, result.metafile, pdf);
  let code: Uint8Array = new Uint8Array();
  for (const file of result.outputFiles) {
    const name = basename(file.path);
    if (name === lambdaBundling.outputFile) code = file.contents;
    if (outdir) {
      mkdirSync(outdir, { recursive: true });
      writeFileSync(join(outdir, name), file.contents);
    }
  }
  const shipped = shippedPackagesOf(entry);
  const shippedBytes = outdir && shipped ? copyShippedPackages(root, shipped, outdir) : 0;
  return { code, metafile: result.metafile, shippedBytes };
}
