import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Metafile, Plugin } from 'esbuild';

/*
 * What esbuild is told beyond its settings when it bundles a Lambda function
 * (infra/definitions/lambda-bundling.ts). Each plugin only leaves out code no Lambda function runs;
 * none changes what a request gets. Each checks the library text it relies on and fails the build
 * with an explanation when a new version no longer matches, rather than bundling something else.
 * test/infra/lambda-bundles.test.ts runs the bundles.
 */

/** `text` with each `[from, to]` replaced, each `from` required exactly once. */
function replaceOnce(text: string, file: string, replacements: readonly (readonly [string, string])[]): string {
  let result = text;
  for (const [from, to] of replacements) {
    const count = result.split(from).length - 1;
    if (count !== 1) {
      throw new Error(
        `${file} no longer contains \`${from}\` exactly once (found ${count}): ` +
          'review infra/definitions/lambda-bundle-plugins.ts for this version of the library.',
      );
    }
    result = result.replace(from, to);
  }
  return result;
}

const notInLambda = (what: string) =>
  `throw new Error(${JSON.stringify(`${what} is left out of LanePay's Lambda bundles (infra/definitions/lambda-bundle-plugins.ts)`)})`;

/**
 * @hono/zod-openapi hands zod's whole `z` namespace object to `extendZodWithOpenApi`, which reads
 * nothing but `z.ZodType`; a namespace used as a value keeps every export of zod in the bundle
 * (~90 KB more: the `compile` code generator, `fromJSONSchema`, every schema type). Given only
 * `ZodType`, esbuild keeps just the zod the portal uses.
 *
 * Its OpenAPI generators (~22 KB) are left out as well: in Lambda the documents come from the docs
 * function, whose bundle carries them ready-made (`prebuiltOpenApiDocuments`), so no function
 * generates one. The registry that `.openapi()` routes fill is kept.
 */
function honoZodOpenApi(): Plugin {
  return {
    name: 'lanepay-hono-zod-openapi',
    setup(build) {
      build.onLoad({ filter: /[\\/]@hono[\\/]zod-openapi[\\/]dist[\\/]index\.mjs$/ }, (args) => {
        const contents = replaceOnce(readFileSync(args.path, 'utf8'), args.path, [
          [
            'import { OpenAPIRegistry, OpenApiGeneratorV3, OpenApiGeneratorV31, extendZodWithOpenApi, getOpenApiMetadata } from "@asteasolutions/zod-to-openapi";',
            'import { OpenAPIRegistry, extendZodWithOpenApi, getOpenApiMetadata } from "@asteasolutions/zod-to-openapi";\n' +
              `class OpenApiGeneratorV3 { constructor() { ${notInLambda('OpenAPI document generation')}; } }\n` +
              'class OpenApiGeneratorV31 extends OpenApiGeneratorV3 {}',
          ],
          ['import { z } from "zod";', 'import * as z from "zod";'],
          ['extendZodWithOpenApi(z);', 'extendZodWithOpenApi({ ZodType: z.ZodType });'],
        ]);
        return { contents, loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}

/**
 * zod's schemas carry JSON Schema converters (`schema.toJSONSchema()`, the standard-schema
 * `jsonSchema` hooks), ~15 KB that only document generation calls, and no Lambda function
 * generates documents. The converters are replaced by functions that throw; `aggregateChecks`,
 * which the schemas' `minLength`/`format`/… getters read, stays real.
 */
function zodJsonSchema(): Plugin {
  const schemasFile = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
  /** The stand-in modules, made while zod's schemas load (they list what the schemas use). */
  const generated = new Map<string, string>();
  return {
    name: 'lanepay-zod-json-schema',
    setup(build) {
      build.onLoad({ filter: schemasFile }, (args) => {
        const contents = replaceOnce(readFileSync(args.path, 'utf8'), args.path, [
          [
            'import * as processors from "../core/json-schema-processors.js";',
            'import * as processors from "lanepay:zod-json-schema-processors";',
          ],
          [
            'import { createStandardJSONSchemaMethod, createToJSONSchemaMethod } from "../core/to-json-schema.js";',
            'import { createStandardJSONSchemaMethod, createToJSONSchemaMethod } from "lanepay:zod-to-json-schema";',
          ],
        ]);
        const used = [...new Set([...contents.matchAll(/\bprocessors\.(\w+)/g)].map((match) => match[1] as string))];
        const processorsFile = join(dirname(args.path), '../core/json-schema-processors.js');
        const available = readFileSync(processorsFile, 'utf8');
        for (const name of used) {
          if (!new RegExp(`^export (?:const|function) ${name}\\b`, 'm').test(available)) {
            throw new Error(`${processorsFile} no longer exports ${name}: review lanepay-zod-json-schema`);
          }
        }
        const stubs = [
          `export { aggregateChecks } from ${JSON.stringify(processorsFile)};`,
          `const unavailable = () => { ${notInLambda('JSON Schema conversion')}; };`,
          ...used.filter((name) => name !== 'aggregateChecks').map((name) => `export const ${name} = unavailable;`),
        ].join('\n');
        generated.set('lanepay:zod-json-schema-processors', stubs);
        generated.set(
          'lanepay:zod-to-json-schema',
          `const unavailable = () => () => { ${notInLambda('JSON Schema conversion')}; };\n` +
            'export const createToJSONSchemaMethod = unavailable;\nexport const createStandardJSONSchemaMethod = unavailable;',
        );
        return { contents, loader: 'js', resolveDir: dirname(args.path) };
      });
      build.onResolve({ filter: /^lanepay:zod-/ }, (args) => ({
        path: args.path,
        namespace: 'lanepay-generated',
        sideEffects: false,
      }));
      build.onLoad({ filter: /^lanepay:zod-/, namespace: 'lanepay-generated' }, (args) => {
        const contents = generated.get(args.path);
        if (contents === undefined) throw new Error(`${args.path} was resolved before zod's schemas were loaded`);
        return { contents, loader: 'js', resolveDir: process.cwd() };
      });
    },
  };
}

/**
 * The docs function serves the OpenAPI documents of every API. Generating them needs every router
 * and the OpenAPI generator, far more than one function should carry, so the bundler runs
 * functions/docs/documents.ts itself (it runs under tsx: `npm run bench`, the CDK app) and bundles
 * its result instead, gzipped: the function unpacks it with node:zlib on first request.
 */
function prebuiltOpenApiDocuments(root: string): Plugin {
  const documentsModule = join(root, 'functions/docs/documents.ts');
  return {
    name: 'lanepay-prebuilt-openapi-documents',
    setup(build) {
      build.onLoad({ filter: /[\\/]functions[\\/]docs[\\/]documents\.ts$/ }, async (args) => {
        if (args.path !== documentsModule) return undefined;
        const live = (await import(pathToFileURL(args.path).href)) as { openApiDocuments(): unknown };
        const packed = gzipSync(JSON.stringify(live.openApiDocuments()), { level: 9 }).toString('base64');
        return {
          contents: [
            "import { gunzipSync } from 'node:zlib';",
            `const packed = ${JSON.stringify(packed)};`,
            'let documents;',
            '/** The documents functions/docs/documents.ts returned when this bundle was built. */',
            'export function openApiDocuments() {',
            "  documents ??= JSON.parse(gunzipSync(Buffer.from(packed, 'base64')).toString('utf8'));",
            '  return documents;',
            '}',
          ].join('\n'),
          loader: 'js',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

/**
 * The export jobs function checks a job against the exports API's file routes (their paths and
 * declared access), which it reads from that API's document (functions/services/export-targets.ts).
 * Loading the exports routers in that function would pass its bundle target, so the bundler runs the
 * module and bundles what it answered: a list of a few KB.
 */
function prebuiltExportTargets(root: string): Plugin {
  const targetsModule = join(root, 'functions/services/export-targets.ts');
  return {
    name: 'lanepay-prebuilt-export-targets',
    setup(build) {
      build.onLoad({ filter: /[\\/]functions[\\/]services[\\/]export-targets\.ts$/ }, async (args) => {
        if (args.path !== targetsModule) return undefined;
        const live = (await import(pathToFileURL(args.path).href)) as { exportTargets(): Promise<unknown> };
        const targets = JSON.stringify(await live.exportTargets());
        return {
          contents: [
            `const targets = Object.freeze(${targets});`,
            '/** The file routes functions/services/export-targets.ts answered when this bundle was built. */',
            'export function exportTargets() {',
            '  return Promise.resolve(targets);',
            '}',
          ].join('\n'),
          loader: 'js',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

/**
 * What a function's PDFs embed (lambda-bundling.ts says it per function): pdf-lib's font metrics
 * and its PNG decoder are large, and a bundle keeps only those its PDFs use.
 */
export type PdfEmbedding = {
  /** The Standard 14 fonts whose metrics it keeps (functions/reports/pdf.ts draws in Helvetica). */
  readonly standardFonts: readonly string[];
  /** Whether it embeds PNG images (@pdf-lib/upng decodes them). */
  readonly png: boolean;
};

/**
 * pdf-lib measures text in the Standard 14 fonts with their metrics (@pdf-lib/standard-fonts), and
 * its font module imports all fourteen (~127 KB) to pick one by name when a font is embedded. Only
 * the metrics of `embedding.standardFonts` are kept; embedding another font throws, naming it,
 * instead of measuring text with nothing.
 */
function pdfStandardFontMetrics({ standardFonts }: PdfEmbedding): Plugin {
  return {
    name: 'lanepay-pdf-standard-font-metrics',
    setup(build) {
      build.onLoad({ filter: /[\\/]@pdf-lib[\\/]standard-fonts[\\/]es[\\/]Font\.js$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const imports = [...source.matchAll(/^import (\w+) from '\.\/([\w-]+)\.compressed\.json';$/gm)];
        const names = imports.map((match) => match[2] as string);
        const missing = standardFonts.filter((font) => !names.includes(font));
        if (imports.length !== 14 || missing.length > 0) {
          throw new Error(
            `${args.path} no longer imports the metrics of the 14 standard fonts one by one ` +
              `(found ${imports.length}${missing.length > 0 ? `, not ${missing.join(', ')}` : ''}): ` +
              'review lanepay-pdf-standard-font-metrics in infra/definitions/lambda-bundle-plugins.ts.',
          );
        }
        const leftOut = [
          'The metrics of the standard font ',
          ` are left out of this LanePay Lambda bundle (embedded: ${standardFonts.join(', ') || 'none'}; ` +
            'infra/definitions/lambda-bundle-plugins.ts)',
        ].map((part) => JSON.stringify(part));
        const stubs = imports.flatMap((match) =>
          standardFonts.includes(match[2] as string) ? [] : [[match[0], `var ${match[1]} = null;`] as const],
        );
        const contents = replaceOnce(source, args.path, [
          ...stubs,
          [
            'var json = decompressJson(compressedJsonForFontName[fontName]);',
            'var compressed = compressedJsonForFontName[fontName];\n' +
              `        if (compressed === null) throw new Error(${leftOut[0]} + fontName + ${leftOut[1]});\n` +
              '        var json = decompressJson(compressed);',
          ],
        ]);
        return { contents, loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}

/**
 * pdf-lib decodes PNG images with @pdf-lib/upng (~25 KB). A bundle whose PDFs embed no PNG gets a
 * stand-in whose calls throw.
 */
function pdfPngDecoder({ png }: PdfEmbedding): Plugin {
  return {
    name: 'lanepay-pdf-png-decoder',
    setup(build) {
      if (png) return;
      build.onLoad({ filter: /[\\/]pdf-lib[\\/]es[\\/]utils[\\/]png\.js$/ }, (args) => {
        const contents = replaceOnce(readFileSync(args.path, 'utf8'), args.path, [
          [
            "import UPNG from '@pdf-lib/upng';",
            `var UPNG = { decode: function () { ${notInLambda('PNG decoding')}; }, toRGBA8: function () { ${notInLambda('PNG decoding')}; } };`,
          ],
        ]);
        return { contents, loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}

/**
 * pdf-lib and its font metrics import pako (~45 KB) for zlib streams, which Node.js compresses and
 * decompresses natively: `pako` resolves to bundle-shims/pako-node-zlib.ts, which offers the two
 * calls they make and throws on options it does not translate.
 */
function pakoOnNodeZlib(root: string): Plugin {
  return {
    name: 'lanepay-pako-on-node-zlib',
    setup(build) {
      build.onResolve({ filter: /^pako$/ }, () => ({
        path: join(root, 'infra/definitions/bundle-shims/pako-node-zlib.ts'),
      }));
    },
  };
}

/**
 * The server's messages (shared/i18n/server-messages.ts: errors, validation, emails and the areas'
 * server words; and a feature's own, `shared/i18n/<feature>-server-messages.ts`, which only its
 * function carries) ride in API functions, three languages of them. Spanish and French, two
 * thirds of the bytes and the rarer callers, are bundled gzipped and unpacked with node:zlib the
 * first time a caller asks in one of them; English, the default every lookup falls back to, stays
 * as it is. The bundler reads the catalogs by running the module itself (it runs under tsx): each
 * such module exports one object of catalogs by language.
 */
function packedServerMessages(): Plugin {
  return {
    name: 'lanepay-packed-server-messages',
    setup(build) {
      build.onLoad({ filter: /[\\/]shared[\\/]i18n[\\/]([\w-]+-)?server-messages\.ts$/ }, async (args) => {
        const live = (await import(pathToFileURL(args.path).href)) as Record<string, Record<string, unknown>>;
        const exported = Object.entries(live);
        const [name, catalogs] = exported[0] ?? [];
        if (exported.length !== 1 || name === undefined || catalogs?.en === undefined) {
          throw new Error(`${args.path} must export one object of catalogs by language, English among them`);
        }
        const { en, ...others } = catalogs;
        const packed = gzipSync(JSON.stringify(others), { level: 9 }).toString('base64');
        return {
          contents: [
            "import { gunzipSync } from 'node:zlib';",
            `const packed = ${JSON.stringify(packed)};`,
            'let others;',
            "const unpacked = () => (others ??= JSON.parse(gunzipSync(Buffer.from(packed, 'base64')).toString('utf8')));",
            `export const ${name} = {`,
            `  en: ${JSON.stringify(en)},`,
            ...Object.keys(others).map((language) => `  get ${language}() { return unpacked().${language}; },`),
            '};',
          ].join('\n'),
          loader: 'js',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

export function lambdaBundlePlugins(root: string, pdf: PdfEmbedding): Plugin[] {
  return [
    honoZodOpenApi(),
    zodJsonSchema(),
    pdfStandardFontMetrics(pdf),
    pdfPngDecoder(pdf),
    pakoOnNodeZlib(root),
    prebuiltOpenApiDocuments(root),
    prebuiltExportTargets(root),
    packedServerMessages(),
  ];
}

/** Inputs a bundle really carries (bytes in its output). */
function bundledInputs(metafile: Metafile): string[] {
  return Object.values(metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs).flatMap(([input, { bytesInOutput }]) => (bytesInOutput > 0 ? [input] : [])),
  );
}

/**
 * Fails when a bundle carries the metrics of a standard font its PDFs never embed: pdf-lib
 * reached @pdf-lib/standard-fonts by a file `lanepay-pdf-standard-font-metrics` does not rewrite.
 */
export function assertLeanPdfFonts(entry: string, metafile: Metafile, { standardFonts }: PdfEmbedding): void {
  const fonts = bundledInputs(metafile).flatMap((input) => {
    const match = input.match(/[\\/]@pdf-lib[\\/]standard-fonts[\\/].*[\\/]([\w-]+)\.compressed\.json$/);
    const font = match?.[1];
    return font && font !== 'all-encodings' && !standardFonts.includes(font) ? [font] : [];
  });
  if (fonts.length > 0) {
    throw new Error(
      `${entry}: the bundle carries the metrics of standard fonts the reports do not embed (${fonts.join(', ')}): ` +
        'review lanepay-pdf-standard-font-metrics in infra/definitions/lambda-bundle-plugins.ts.',
    );
  }
}

/**
 * Fails when a bundle carries zod's whole namespace again (its `compile` module is the tell: nothing
 * the portal calls uses it): some module uses `z` as a value. `import * as z from 'zod'` lets
 * esbuild keep only what is used; `import { z } from 'zod'` (or from '@hono/zod-openapi') does not.
 */
export function assertLeanZod(entry: string, metafile: Metafile): void {
  const compile = bundledInputs(metafile).find((input) => /[\\/]zod[\\/]v4[\\/]core[\\/]compile\.js$/.test(input));
  if (compile) {
    throw new Error(
      `${entry}: the bundle carries all of zod (${compile}). A module uses zod's \`z\` namespace as a value: ` +
        "import it as `import * as z from 'zod'`, not `import { z } from 'zod'` or from '@hono/zod-openapi'.",
    );
  }
}
