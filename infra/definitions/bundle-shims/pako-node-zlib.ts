import { deflateSync, inflateSync } from 'node:zlib';

/**
 * pako's `deflate` and `inflate` (zlib format) on the zlib Node.js has built in, for the Lambda
 * bundles (infra/definitions/lambda-bundle-plugins.ts): pdf-lib compresses content streams and
 * @pdf-lib/standard-fonts decompresses its font metrics with them, and nothing else of pako runs.
 * Copies into plain Uint8Arrays because pako never returns a Buffer.
 */
type Options = { level?: number };

function checked(options: Options | undefined): { level?: number } {
  const unsupported = Object.keys(options ?? {}).filter((key) => key !== 'level');
  if (unsupported.length > 0) {
    throw new Error(`pako options ${unsupported.join(', ')} are not supported in LanePay's Lambda bundles`);
  }
  return options?.level === undefined ? {} : { level: options.level };
}

export default {
  deflate: (data: Uint8Array, options?: Options) => new Uint8Array(deflateSync(data, checked(options))),
  inflate: (data: Uint8Array, options?: Options) => {
    checked(options);
    return new Uint8Array(inflateSync(data));
  },
};
