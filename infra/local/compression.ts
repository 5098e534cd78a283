import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/**
 * Compression as CloudFront applies it to the SPA's behaviors (`compress: true` in
 * infra/constructs/web-distribution.ts): gzip or brotli, brotli when the viewer takes both, for the
 * content types CloudFront compresses and bodies of 1,000 to 10,000,000 bytes, never twice, never
 * for a range. Locally the server is the edge, so the page speed measured here (`npm run bench`,
 * Lighthouse) is what the bytes on the wire would be deployed.
 *
 * Deployed, the API behaviors use CachingDisabled, whose cache key takes no Accept-Encoding, so
 * CloudFront sends API answers as the functions wrote them; this server compresses them anyway,
 * as issue 12 asks, which makes local API answers smaller than deployed ones.
 */

/** CloudFront's own limits: smaller bodies gain nothing, larger ones are sent as they are. */
export const compressionMinBytes = 1_000;
export const compressionMaxBytes = 10_000_000;

/**
 * Types CloudFront compresses, less those whose bytes are already compressed: images other than
 * SVG and icons, PDFs, office documents, archives and woff2 fonts are passed through untouched.
 */
const compressibleType =
  /^(?:text\/[\w.+-]+|application\/(?:javascript|x-javascript|ecmascript|json|[\w.-]+\+json|xml|[\w.-]+\+xml|wasm|vnd\.ms-fontobject|x-font-ttf|x-font-opentype|font-sfnt)|image\/(?:svg\+xml|x-icon|vnd\.microsoft\.icon)|font\/(?:ttf|otf|eot|opentype))\s*(?:;|$)/i;

export function isCompressibleType(contentType: string | null | undefined): boolean {
  return contentType ? compressibleType.test(contentType.trim()) : false;
}

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli when acceptable, else gzip,
 * else none. A q of 0 refuses an encoding; `*` stands for any encoding the header does not name.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this an answer is compressed on the spot: the thread pool's round trip costs more. */
const inlineCompressionMaxBytes = 64 * 1024;

/**
 * Static files are compressed once, as hard as each format goes (CloudFront caches what it
 * compressed); API answers change per request and get the quick levels a proxy would use.
 */
async function compress(bytes: Uint8Array, encoding: Encoding, cached: boolean): Promise<Buffer> {
  if (!cached && bytes.byteLength <= inlineCompressionMaxBytes) {
    return encoding === 'br'
      ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(bytes, { level: constants.Z_DEFAULT_COMPRESSION });
  }
  if (encoding === 'br') {
    return brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: cached ? constants.BROTLI_MAX_QUALITY : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    });
  }
  return gzipAsync(bytes, { level: cached ? constants.Z_BEST_COMPRESSION : constants.Z_DEFAULT_COMPRESSION });
}

/** Compressed static files by encoding and content hash, oldest dropped first past the budget. */
class CompressedFiles {
  #entries = new Map<string, { made: Promise<Buffer>; size: number }>();
  #bytes = 0;
  constructor(private readonly budgetBytes: number) {}

  get(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${createHash('sha1').update(bytes).digest('hex')}`;
    const found = this.#entries.get(key);
    if (found) return found.made;
    const entry = { made: compress(bytes, encoding, true), size: 0 };
    this.#entries.set(key, entry);
    entry.made.then(
      (buffer) => {
        // Dropped while it was being made: never counted.
        if (this.#entries.get(key) !== entry) return;
        entry.size = buffer.byteLength;
        this.#bytes += entry.size;
        for (const [oldKey, old] of this.#entries) {
          if (this.#bytes <= this.budgetBytes || oldKey === key) break;
          this.#entries.delete(oldKey);
          this.#bytes -= old.size;
        }
      },
      () => this.#entries.delete(key),
    );
    return entry.made;
  }
}

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Hono middleware compressing every answer CloudFront would: see the module comment. A response
 * with `Last-Modified` (serveStatic's files) is a static file and its compressed bytes are kept.
 *
 * ETags are left as they are: the APIs' strong ETags are object versions that updates send back
 * in `If-Match` (functions/lib/http/if-match.ts), and CloudFront would not compress those answers.
 */
export function edgeCompression(options: { cacheBudgetBytes?: number } = {}): MiddlewareHandler {
  const files = new CompressedFiles(options.cacheBudgetBytes ?? 64 * 1024 * 1024);
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!isCompressibleType(res.headers.get('content-type'))) return;
    // The answer depends on Accept-Encoding whether or not this one was compressed.
    const vary = res.headers.get('vary');
    if (!vary) res.headers.set('vary', 'Accept-Encoding');
    else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary))
      res.headers.set('vary', `${vary}, Accept-Encoding`);

    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    if (
      !encoding ||
      !res.body ||
      c.req.method === 'HEAD' ||
      c.req.header('range') !== undefined ||
      res.status === 206 ||
      res.headers.has('content-range') ||
      res.headers.has('content-encoding') ||
      noTransform.test(res.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    const declared = Number(res.headers.get('content-length') ?? Number.NaN);
    if (declared < compressionMinBytes || declared > compressionMaxBytes) return;

    const bytes = new Uint8Array(await res.arrayBuffer());
    const asIs = bytes.byteLength < compressionMinBytes || bytes.byteLength > compressionMaxBytes;
    // Copied out of zlib's Buffer (typed over any ArrayBufferLike), which a Response does not take.
    const body = asIs
      ? bytes
      : new Uint8Array(
          res.headers.has('last-modified') ? await files.get(bytes, encoding) : await compress(bytes, encoding, false),
        );
    // Hono's `c.res` setter copies the old answer's headers onto the new one, so the length and
    // encoding are set after it.
    c.res = new Response(body, res);
    c.res.headers.set('content-length', String(body.byteLength));
    if (!asIs) c.res.headers.set('content-encoding', encoding);
  };
}
