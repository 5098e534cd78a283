import type { Hono } from 'hono';
import { Hono as PlainHono } from 'hono';
import type { ApiName } from '#shared/api/contract.ts';
import { apiRoots } from '#shared/api/paths.ts';
import { type AppEnv, createApiApp } from './api-app.ts';
import { handleNotFound } from './errors.ts';

const titles: Record<ApiName, string> = {
  core: 'LanePay core API',
  settlement: 'LanePay settlement API',
  exports: 'LanePay exports',
  public: 'LanePay public API',
};

// biome-ignore lint/suspicious/noExplicitAny: routers differ in their route schemas, which nothing here reads.
export type Router = Hono<AppEnv, any, any>;

/** An API (one root) carrying `routers`, in their order: the first to declare a path takes it. */
export function apiAppOf(api: ApiName, routers: readonly Router[]) {
  const app = createApiApp(apiRoots[api], titles[api]);
  for (const router of routers) app.route('/', router);
  return app;
}

/**
 * The app of an API function (functions/api-functions.ts): its part of each API it answers. A path
 * that none of them has gets the API's 404.
 */
export function functionAppOf(routersByApi: Partial<Record<ApiName, readonly Router[]>>) {
  const app = new PlainHono();
  for (const [api, routers] of Object.entries(routersByApi) as [ApiName, readonly Router[]][]) {
    app.route('/', apiAppOf(api, routers));
  }
  return app.notFound(handleNotFound);
}
