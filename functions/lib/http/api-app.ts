import { OpenAPIHono } from '@hono/zod-openapi';
import { handleError, handleNotFound, validationHook } from './errors.ts';
import type { AuthContext } from './require-session.ts';

export type AppEnv = { Variables: { auth: AuthContext } };

/** A resource router: routes declared with zod schemas, bad input answered with 400 by field. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/**
 * An API (core or settlement) rooted at `root`: one error shape, and a generated OpenAPI 3.1
 * document at `<root>/openapi.json` listing every route mounted on it.
 */
export function createApiApp(root: string, title: string) {
  const app = createRouter().basePath(root);
  app.onError(handleError);
  app.notFound(handleNotFound);
  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'lanepay_session',
    description: 'HttpOnly session cookie set by POST /login; mutations also need the x-csrf-token header.',
  });
  app.doc31('/openapi.json', { openapi: '3.1.0', info: { title, version: '1.0.0' } });
  return app;
}
