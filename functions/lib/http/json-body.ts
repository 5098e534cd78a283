import type { RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { unsupportedMediaType } from './errors.ts';
import { errorResponses } from './openapi.ts';

/**
 * The media types a JSON body may be sent as: `application/json` or a `+json` type, parameters
 * (charset) allowed. The same test Hono's validator parses a body by, so that whatever passes here
 * is parsed as JSON (and malformed JSON is a 400), never silently taken as an empty object.
 */
const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

export function isJsonContentType(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim() ?? '';
  return jsonMediaType.test(mediaType);
}

/**
 * A route that takes a JSON body answers 415 to any other content type, and to none: without it,
 * Hono's validator would validate `{}` in place of the body (a route whose fields are all optional
 * would then run), and zod-openapi's own gate throws an error our handler could only call a 500.
 */
export const requireJsonContentType: MiddlewareHandler = async (c, next) => {
  if (!isJsonContentType(c.req.header('content-type'))) throw unsupportedMediaType();
  await next();
};

/** Does the route declare a JSON request body? */
export function takesJsonBody(route: Pick<RouteConfig, 'request'>): boolean {
  const content = route.request?.body?.content;
  return content !== undefined && Object.keys(content).some((mediaType) => isJsonContentType(mediaType));
}

/**
 * The rules every route of every API gets (createRouter applies them to each route it declares):
 * - a route that requires a JSON body (`jsonBody`) checks the content type, after the route's own
 *   middleware so that the session and CSRF checks still come first; any JSON body route declares
 *   400 (malformed JSON) and 415 in its document (an optional body that is not JSON meets
 *   zod-openapi's own gate, which handleError answers with the same 415);
 * - every route declares 503 (`Retry-After`): any of them may meet a dependency that does not
 *   answer in time, or the request deadline (api-app.ts).
 * What a route declares itself is kept.
 */
export function withApiRules<R extends RouteConfig>(route: R): R {
  const jsonBody = takesJsonBody(route);
  const own =
    route.middleware === undefined ? [] : Array.isArray(route.middleware) ? route.middleware : [route.middleware];
  const declared = jsonBody ? errorResponses(400, 415, 503) : errorResponses(503);
  return {
    ...route,
    middleware: jsonBody && route.request?.body?.required ? [...own, requireJsonContentType] : route.middleware,
    responses: { ...declared, ...route.responses },
  };
}
