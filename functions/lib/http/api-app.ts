import { OpenAPIHono } from '@hono/zod-openapi';
import type { StartedRead } from './early-read.ts';
import { handleError, handleNotFound, validationHook } from './errors.ts';
import type { AuthContext } from './require-session.ts';

export type AppEnv = { Variables: { auth: AuthContext; earlyRead?: StartedRead } };

/** A resource router: routes declared with zod schemas, bad input answered with 400 by field. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/** Each API app's document title, for `openApiDocumentOf`. */
const documentTitles = new WeakMap<object, string>();

/**
 * An API (core, settlement, exports, public) rooted at `root`, with one error shape. Its OpenAPI
 * 3.1 document (`openApiDocumentOf`) lists every route mounted on it; the docs function
 * (functions/docs) serves it at `<root>/openapi.json`. A Lambda function that answers part of an
 * API (functions/core/lambda-*.ts) is an app of the same root with only that part's routers.
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
  documentTitles.set(app, title);
  return app;
}

/** The OpenAPI 3.1 document of an app made by `createApiApp`, with every route mounted on it so far. */
export function openApiDocumentOf(app: Pick<OpenAPIHono, 'getOpenAPI31Document'>) {
  const title = documentTitles.get(app);
  if (title === undefined) throw new Error('Not an API app: create it with createApiApp');
  return app.getOpenAPI31Document({ openapi: '3.1.0', info: { title, version: '1.0.0' } });
}
