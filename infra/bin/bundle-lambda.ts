import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleDirName, bundleLambda } from '../definitions/lambda-bundling.ts';

/**
 * `node --import tsx infra/bin/bundle-lambda.ts <outroot> <entry>...`: bundles each function (its
 * handler module, relative to the repository) into `<outroot>/<bundleDirName(entry)>` with
 * infra/definitions/lambda-bundling.ts. The CDK stack runs it (infra/constructs/lambda-code.ts):
 * a CDK asset bundles synchronously, while esbuild's plugins need its asynchronous API and the
 * docs function's bundle imports TypeScript.
 */
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const [outroot, ...entries] = process.argv.slice(2);
if (!outroot || entries.length === 0) {
  console.error('usage: bundle-lambda.ts <output root> <entry relative to the repository>...');
  process.exit(2);
}
await Promise.all(
  entries.map((entry) => bundleLambda(repositoryRoot, entry, join(resolve(outroot), bundleDirName(entry)))),
);
