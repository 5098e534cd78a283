import { gzipSync } from 'node:zlib';
import { bundleLambda, lambdaEntries } from '#infra/definitions/lambda-bundling.ts';

/**
 * Bytes of every Lambda function's bundle (the `index.mjs` Lambda loads), built by the same
 * `bundleLambda` as the CDK stack, in the order of `lambdaEntries`; and gzipped, about what each
 * adds to its zipped deployment package.
 */
export async function lambdaBundleSizes(root: string): Promise<{ name: string; bytes: number; gzipBytes: number }[]> {
  const sizes: { name: string; bytes: number; gzipBytes: number }[] = [];
  for (const [name, entry] of Object.entries(lambdaEntries)) {
    const { code } = await bundleLambda(root, entry);
    sizes.push({ name, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length });
  }
  return sizes;
}
