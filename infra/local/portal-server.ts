import { readFile } from 'node:fs/promises';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';
import { type HttpBindings, type ServerType, serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { runtimeConfigPath } from '#shared/api/paths.ts';
import { viewerAddressHeader } from '#shared/constants/edge.ts';
import type { RuntimeConfig } from '#shared/schemas/runtime-config.ts';
import { apiFunctionFor } from '../definitions/api-routing.ts';
import { exportPath, exportQueryParam } from '../definitions/export-routing.ts';
import { type CspSources, securityHeaders } from '../definitions/security-headers.ts';
import { immutableAssetPrefix, spaRequestPath } from '../definitions/spa-routing.ts';
import { apiFunctionApps } from './api-functions.ts';
import { edgeCompression } from './compression.ts';

/**
 * The portal on one port, as CloudFront presents it: API requests (`/api/*`, `/public/api/*`) go
 * to the same Hono apps the Lambda functions run, each to the function API Gateway would invoke
 * (infra/definitions/api-routing.ts); everything else is the built SPA with the SPA fallback and
 * the security headers from infra/definitions, compressed as the edge compresses (compression.ts).
 */
export function createPortalApp(options: { webRoot: string; runtimeConfig: RuntimeConfig; cspSources: CspSources }) {
  const headers = securityHeaders(options.cspSources, { hsts: false });
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  });
  app.use(edgeCompression());
  // The edge sends file requests to the exports API (export-routing.ts), then API Gateway picks the
  // function by path; so does this server.
  const toFunction = (c: Context) => {
    const url = new URL(c.req.url);
    const rewritten = exportPath(url.pathname, url.searchParams.get(exportQueryParam) === 'true', url.searchParams);
    if (rewritten) url.pathname = rewritten;
    const name = apiFunctionFor(c.req.method, url.pathname);
    if (!name) return c.json({ message: 'Not found.', code: 'not_found' }, 404);
    const request = new Request(rewritten ? url : c.req.raw.url, c.req.raw);
    // As CloudFront does, the viewer's address replaces whatever the viewer sent under that name.
    const socket = (c.env as HttpBindings | undefined)?.incoming?.socket;
    request.headers.set(viewerAddressHeader, `${socket?.remoteAddress ?? '127.0.0.1'}:${socket?.remotePort ?? 0}`);
    return apiFunctionApps[name].fetch(request);
  };
  app.all('/api/*', toFunction);
  app.all('/public/api/*', toFunction);
  app.get(runtimeConfigPath, (c) => {
    c.header('cache-control', 'no-cache');
    return c.json(options.runtimeConfig);
  });
  app.use(
    '*',
    serveStatic({
      root: options.webRoot,
      rewriteRequestPath: spaRequestPath,
      onFound: (path, c) => {
        c.header(
          'cache-control',
          path.includes(immutableAssetPrefix) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );
  app.notFound(async (c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ message: 'Not found.', code: 'not_found' }, 404);
    return c.text('Not found', 404);
  });
  return app;
}

/** A certificate and its key (PEM): the portal then speaks HTTP/2 over TLS, as CloudFront does. */
export type PortalTls = { cert: string; key: string };

export async function startPortalServer(
  app: Hono,
  port: number,
  tls?: PortalTls,
): Promise<{ server: ServerType; stop(): Promise<void> }> {
  const server = await new Promise<ServerType>((resolve) => {
    const options = tls ? { createServer: createSecureServer, serverOptions: { ...tls, allowHTTP1: true } } : {};
    const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1', ...options }, () => resolve(s));
  });
  return {
    server,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

/** True when a built SPA exists under `webRoot`. */
export async function hasBuiltSpa(webRoot: string): Promise<boolean> {
  return readFile(join(webRoot, 'index.html')).then(
    () => true,
    () => false,
  );
}
