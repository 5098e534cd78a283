import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalCspSources } from '#infra/definitions/security-headers.ts';
import { createPortalApp, startPortalServer } from '#infra/local/portal-server.ts';
import { runtimeConfigPath } from '#shared/api/paths.ts';
import { freePortRange } from '../../support/free-port.ts';
import { localRuntimeConfig } from '../../support/local-runtime-config.ts';
import { selfSignedCertificate } from '../../support/self-signed-certificate.ts';

/*
 * The bench measures pages as CloudFront serves them: the same portal over HTTP/2 and TLS
 * (`startPortalServer` with a certificate). Here a real HTTP/2 client asks it for the SPA and the
 * runtime configuration, and gets them compressed with the security headers, as over HTTP/1.1.
 */

const dir = mkdtempSync(join(tmpdir(), 'lanepay-h2-'));
const webRoot = join(dir, 'web');
const certificate = selfSignedCertificate(dir);
let stop: () => Promise<void>;
let origin: string;

beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), `<!doctype html><title>LanePay</title>${'<div></div>'.repeat(200)}`);
  writeFileSync(join(webRoot, 'assets/app-abc12345.js'), `export const rows = [${'1,'.repeat(3000)}];`);
  const app = createPortalApp({
    webRoot,
    runtimeConfig: localRuntimeConfig,
    cspSources: portalCspSources({ cognito: 'http://127.0.0.1:3004', paperwork: 'http://127.0.0.1:3003' }),
  });
  const port = await freePortRange(1);
  ({ stop } = await startPortalServer(app, port, certificate));
  origin = `https://localhost:${port}`;
});
afterAll(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

/** One GET over an HTTP/2 session that trusts the certificate. */
function get(path: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const session = connect(origin, { ca: certificate.cert });
  return new Promise((resolve, reject) => {
    const request = session.request({ ':path': path, 'accept-encoding': 'br, gzip' });
    const chunks: Buffer[] = [];
    let headers: Record<string, string | string[] | undefined> = {};
    request.on('response', (received) => {
      headers = received;
    });
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      session.close();
      resolve({ headers, body: Buffer.concat(chunks) });
    });
    request.on('error', (error) => {
      session.close();
      reject(error);
    });
    request.end();
  });
}

describe('the portal over HTTP/2', () => {
  it('serves the SPA compressed, with the security headers and the SPA fallback', async () => {
    const asset = await get('/assets/app-abc12345.js');
    expect(asset.headers[':status']).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.body).toString()).toContain('export const rows');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');

    const page = await get('/payee/dashboard');
    expect(page.headers[':status']).toBe(200);
    expect(String(page.headers['content-type'])).toContain('text/html');
  });

  it('answers the runtime configuration', async () => {
    const config = await get(runtimeConfigPath);
    expect(config.headers[':status']).toBe(200);
    const body = config.headers['content-encoding'] === 'br' ? brotliDecompressSync(config.body) : config.body;
    expect(JSON.parse(body.toString())).toEqual(localRuntimeConfig);
  });
});
