import { join } from 'node:path';
import { build } from 'esbuild';
import { lambdaBundling, lambdaEntries } from '#infra/definitions/lambda-bundling.ts';

/** Bytes of each Lambda bundle, built with the same esbuild settings as the CDK stack. */
export async function lambdaBundleSizes(root: string): Promise<{ name: string; bytes: number }[]> {
  const sizes: { name: string; bytes: number }[] = [];
  for (const [name, entry] of Object.entries(lambdaEntries)) {
    const result = await build({
      entryPoints: [join(root, entry)],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: lambdaBundling.target,
      minify: lambdaBundling.minify,
      mainFields: [...lambdaBundling.mainFields],
      banner: { js: lambdaBundling.banner },
      external: [...lambdaBundling.external],
      logLevel: 'silent',
    });
    sizes.push({ name, bytes: result.outputFiles.reduce((sum, file) => sum + file.contents.length, 0) });
  }
  return sizes;
}
