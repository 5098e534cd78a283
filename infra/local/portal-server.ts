import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { coreApp } from '#functions/core/app.ts';
import { publicApp } from '#functions/public/app.ts';
import { reportsApp } from '#functions/reports/app.ts';
import { settlementApp } from '#functions/settlement/app.ts';
import { runtimeConfigPath } from '#shared/api/paths.ts';
import type { RuntimeConfig } from '#shared/schemas/runtime-config.ts';
import { exportPath, exportQueryParam } from '../definitions/export-routing.ts';
import { securityHeaders } from '../definitions/security-headers.ts';
import { immutableAssetPrefix, spaRequestPath } from '../definitions/spa-routing.ts';

/**
 * The portal on one port, as CloudFront presents it: `/api/v1/core` and `/api/v1/settlement` go to
 * the same Hono apps the Lambdas run, everything else is the built SPA with the SPA fallback and
 * the security headers from infra/definitions.
 */
export function createPortalApp(options: { webRoot: string; runtimeConfig: RuntimeConfig; connectSources: string[] }) {
  const headers = securityHeaders({ connect: options.connectSources, img: [] }, { hsts: false });
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  });
  // The edge sends file requests to the exports function; so does this server.
  app.use('/api/*', async (c, next) => {
    const url = new URL(c.req.url);
    const rewritten = exportPath(url.pathname, url.searchParams.get(exportQueryParam) === 'true');
    if (!rewritten) return next();
    url.pathname = rewritten;
    return reportsApp.fetch(new Request(url, c.req.raw));
  });
  app.route('/', coreApp);
  app.route('/', settlementApp);
  app.route('/', reportsApp);
  app.route('/', publicApp);
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

export async function startPortalServer(
  app: Hono,
  port: number,
): Promise<{ server: ServerType; stop(): Promise<void> }> {
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
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
