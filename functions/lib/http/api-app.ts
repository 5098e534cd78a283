import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { withAccess } from './access.ts';
import { requestDeadline, requestDeadlineOf } from './deadline.ts';
import type { StartedRead } from './early-read.ts';
import { handleError, handleNotFound, validationHook } from './errors.ts';
import { withApiRules } from './json-body.ts';
import type { AuthContext } from './require-session.ts';

export type AppEnv = { Variables: { auth: AuthContext; earlyRead?: StartedRead } };

/**
 * A resource router: routes declared with zod schemas, bad input answered with 400 by field (by
 * `defaultHook`, validationHook unless a router adds to it). Every route declares who may call it
 * (`access`, enforced first: access.ts `withAccess`; one without is refused at start), and gets the
 * API's rules (json-body.ts `withApiRules`): a route taking a JSON body answers 415 to any other
 * body, and the document declares 415 and 503 where they can happen.
 */
export function createRouter(defaultHook: typeof validationHook = validationHook) {
  const router = new OpenAPIHono<AppEnv>({ defaultHook });
  const declare = router.openapi;
  router.openapi = ((route, handler, hook) =>
    declare(withAccess(withApiRules(route)), handler, hook)) as typeof declare;
  return router;
}

/**
 * API answers are personal (sessions, companies) or change with every write: none may be stored by
 * the browser or a cache on the way, unless the route says otherwise (the public broker directory).
 * Error answers are always `no-store` (errors.ts).
 */
const noStoreByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
};

/** Each API app's document title, for `openApiDocumentOf`. */
const documentTitles = new WeakMap<object, string>();

export type ApiAppOptions = {
  /** Milliseconds after which a request still under way is answered 503; by default the API's (deadline.ts). */
  deadlineMs?: number;
};

/**
 * An API (core, settlement, exports, public) rooted at `root`, with one error shape. Its OpenAPI
 * 3.1 document (`openApiDocumentOf`) lists every route mounted on it; the docs function
 * (functions/docs) serves it at `<root>/openapi.json`. A Lambda function that answers part of an
 * API (functions/core/lambda-*.ts) is an app of the same root with only that part's routers.
 * Every answer is `Cache-Control: no-store` unless its route set its own, and a request that has
 * not finished within the deadline is answered 503 with `Retry-After`.
 */
export function createApiApp(root: string, title: string, options: ApiAppOptions = {}) {
  const app = createRouter().basePath(root);
  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use('*', noStoreByDefault, requestDeadline(options.deadlineMs ?? requestDeadlineOf(root)));
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
