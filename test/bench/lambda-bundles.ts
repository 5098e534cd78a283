import { bundleLambda, lambdaEntries } from '#infra/definitions/lambda-bundling.ts';

/**
 * Bytes of every Lambda function's bundle (the `index.mjs` Lambda loads), built by the same
 * `bundleLambda` as the CDK stack, in the order of `lambdaEntries`.
 */
export async function lambdaBundleSizes(root: string): Promise<{ name: string; bytes: number }[]> {
  const sizes: { name: string; bytes: number }[] = [];
  for (const [name, entry] of Object.entries(lambdaEntries)) {
    sizes.push({ name, bytes: (await bundleLambda(root, entry)).bytes });
  }
  return sizes;
}
