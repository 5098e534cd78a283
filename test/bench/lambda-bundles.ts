import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { bundleLambda, lambdaBundling, lambdaEntries, shippedPackagesOf } from '#infra/definitions/lambda-bundling.ts';

const execFileAsync = promisify(execFile);

/**
 * Bytes of every Lambda function's bundle (the `index.mjs` Lambda loads), built by the same
 * `bundleLambda` as the CDK stack, in the order of `lambdaEntries`; and gzipped, about what each
 * adds to its zipped deployment package.
 */
export async function lambdaBundleSizes(
  root: string,
): Promise<{ name: string; bytes: number; gzipBytes: number; shippedBytes: number }[]> {
  const sizes: { name: string; bytes: number; gzipBytes: number; shippedBytes: number }[] = [];
  for (const [name, entry] of Object.entries(lambdaEntries)) {
    // A function that ships packages beside its bundle is written out, so they are counted too.
    const dir = shippedPackagesOf(entry) ? await mkdtemp(join(tmpdir(), 'lanepay-shipped-')) : undefined;
    try {
      const { code, shippedBytes } = await bundleLambda(root, entry, dir);
      sizes.push({ name, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length, shippedBytes });
    } finally {
      if (dir) await rm(dir, { recursive: true, force: true });
    }
  }
  return sizes;
}

/**
 * Milliseconds a fresh Node process takes to load a function's bundle (parse and evaluate
 * `index.mjs` and the AWS SDK it imports: what a cold start spends in init beyond the runtime's own
 * start), median of `runs`.
 * For the workers allowed past the bundle target (seeds' guide: a background worker with a heavy
 * library), beside a function within it.
 */
export async function bundleLoadMs(root: string, entry: string, runs = 5): Promise<number> {
  // Inside the checkout, so the AWS SDK the bundle leaves out (the Lambda runtime provides it)
  // resolves from node_modules and its loading counts, as it does in Lambda.
  const cache = join(root, 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(join(cache, 'lanepay-cold-start-'));
  try {
    await bundleLambda(root, entry, dir);
    const url = pathToFileURL(join(dir, lambdaBundling.outputFile)).href;
    const script = `const t = performance.now(); await import(${JSON.stringify(url)}); console.log(performance.now() - t);`;
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', script]);
      times.push(Number(stdout.trim().split('\n').at(-1)));
    }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] as number;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
