import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalCspSources } from '#infra/definitions/security-headers.ts';
import { negotiateEncoding } from '#infra/local/compression.ts';
import { createPortalApp } from '#infra/local/portal-server.ts';
import { apiRoots, corePaths } from '#shared/api/paths.ts';
import { ApiSession } from '../../support/api-session.ts';
import { cookieHeaderOf } from '../../support/browser-state.ts';
import { localRuntimeConfig } from '../../support/local-runtime-config.ts';

/*
 * The local server compresses as CloudFront does (infra/local/compression.ts): the SPA's files and
 * the API answers (here the carrier's invoice list, called with a real session) come back gzip or
 * brotli with `Vary: Accept-Encoding`; images, PDFs, small files and ranges come back as they are.
 * The server's handler is called in-process on a built SPA of its own.
 */

const webRoot = mkdtempSync(join(tmpdir(), 'lanepay-compression-'));
const files = {
  'index.html': `<!doctype html><html><head><title>LanePay</title></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`,
  'assets/app-abc123.js': `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(',')}];`,
  'assets/tiny-abc123.css': 'body { margin: 0 }',
  'assets/logo-abc123.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`,
  // Already compressed formats: random bytes stand for their content.
  'assets/photo-abc123.png': randomBytes(8_000),
  'assets/rate-confirmation-abc123.pdf': Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(8_000)]),
} as const;

const portal = () =>
  createPortalApp({
    webRoot,
    runtimeConfig: localRuntimeConfig,
    cspSources: portalCspSources({ cognito: 'http://127.0.0.1:3004', paperwork: 'http://127.0.0.1:3003' }),
  });

let carrier: ApiSession;
beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'));
  for (const [path, content] of Object.entries(files)) writeFileSync(join(webRoot, path), content);
  carrier = (await ApiSession.signIn('carrier@demo.test')).session;
});
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

/** What Chromium sends over plain HTTP (brotli only over HTTPS), and what it sends over HTTPS. */
const overHttp = 'gzip, deflate';
const overHttps = 'gzip, deflate, br, zstd';

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await portal().request(path, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

function decoded(encoding: string | null, bytes: Buffer): Buffer {
  if (encoding === 'br') return brotliDecompressSync(bytes);
  if (encoding === 'gzip') return gunzipSync(bytes);
  return bytes;
}

describe('compression by the local server', () => {
  it.each([
    ['the SPA at a client route', '/payee/dashboard', 'index.html', 'text/html'],
    ['a hashed script', '/assets/app-abc123.js', 'assets/app-abc123.js', 'javascript'],
    ['an SVG image', '/assets/logo-abc123.svg', 'assets/logo-abc123.svg', 'image/svg+xml'],
  ] as const)('sends %s brotli to a client taking brotli, gzip to one taking gzip', async (_, path, file, type) => {
    for (const [acceptEncoding, encoding] of [
      [overHttps, 'br'],
      [overHttp, 'gzip'],
    ] as const) {
      const { response, bytes } = await get(path, { 'accept-encoding': acceptEncoding });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(type);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
      expect(bytes.length).toBeLessThan(Buffer.byteLength(files[file]));
      expect(decoded(encoding, bytes).toString('utf8')).toBe(files[file]);
      // The security headers still apply.
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('compresses API answers: JSON of the carrier invoice list and of an OpenAPI document', async () => {
    const cookie = cookieHeaderOf(carrier.cookies) ?? '';
    for (const [path, headers] of [
      [`${apiRoots.core}${corePaths.payeeInvoicesAndCreditNotes}`, { cookie }],
      [`${apiRoots.core}/openapi.json`, {}],
    ] as const) {
      const plain = await get(path, headers);
      expect(plain.response.status).toBe(200);
      expect(plain.response.headers.get('content-encoding')).toBeNull();
      expect(plain.bytes.length).toBeGreaterThan(1_000);

      const { response, bytes } = await get(path, { ...headers, 'accept-encoding': overHttp });
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control')).toBe(plain.response.headers.get('cache-control'));
      expect(bytes.length).toBeLessThan(plain.bytes.length);
      expect(JSON.parse(decoded('gzip', bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
    }
  });

  it.each([
    ['a PNG image', '/assets/photo-abc123.png', 'assets/photo-abc123.png', 'image/png'],
    ['a PDF', '/assets/rate-confirmation-abc123.pdf', 'assets/rate-confirmation-abc123.pdf', 'application/pdf'],
  ] as const)('sends %s as it is, whatever the client takes', async (_, path, file, type) => {
    const { response, bytes } = await get(path, { 'accept-encoding': overHttps });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect(bytes.equals(Buffer.from(files[file]))).toBe(true);
  });

  it('sends bodies under 1,000 bytes, ranges and answers to clients taking neither encoding as they are', async () => {
    const tiny = await get('/assets/tiny-abc123.css', { 'accept-encoding': overHttps });
    expect(tiny.response.headers.get('content-encoding')).toBeNull();
    expect(tiny.response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(tiny.bytes.toString('utf8')).toBe(files['assets/tiny-abc123.css']);

    const range = await get('/assets/app-abc123.js', { 'accept-encoding': overHttps, range: 'bytes=0-99' });
    expect(range.response.status).toBe(206);
    expect(range.response.headers.get('content-encoding')).toBeNull();
    expect(range.bytes.toString('utf8')).toBe(files['assets/app-abc123.js'].slice(0, 100));

    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const { response, bytes } = await get('/assets/app-abc123.js', headers);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(bytes.toString('utf8')).toBe(files['assets/app-abc123.js']);
    }
  });
});

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.1, gzip;q=1', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['gzip;q=0', null],
    ['', null],
  ] as const)('%j gives %s', (header, encoding) => {
    expect(negotiateEncoding(header)).toBe(encoding);
  });
});
