import { type ApiPart, apiFunctions, type ApiFunctionName as RegisteredName } from '#functions/api-functions.ts';
import type { ApiName } from '#shared/api/contract.ts';
import { apiRoots } from '#shared/api/paths.ts';

/**
 * Which Lambda function answers which API path, as functions/api-functions.ts registers them. The
 * HTTP API gets these as its routes (CDK, infra/constructs/portal-api.ts) and the local server
 * dispatches with `apiFunctionFor`, so the browser's paths reach the same function in both. Each
 * function bundles only the routers of its part of an API, which keeps every bundle small.
 *
 * A path ending in `/*` stands for that path and everything under it (`ANY <path>` and
 * `ANY <path>/{proxy+}` in the HTTP API); any other path is matched exactly, a `{name}` segment
 * matching any one segment. As in API Gateway, an exact match beats one with parameters, which
 * beats a prefix, and a longer prefix beats a shorter one: `/api/v1/core/*` is the core function's
 * catch-all, `/api/v1/core/payee/*` takes the payee area from it, and
 * `/api/v1/core/payee/bank_accounts/*` takes the wallet from that.
 *
 * test/unit/api/api-routing.test.ts proves that every route of every API is answered by the
 * function its path is sent to, and that no function carries a route sent elsewhere.
 */
/** Every function API Gateway invokes: the registered API functions and the documents'. */
export const apiFunctionNames = [...(Object.keys(apiFunctions) as RegisteredName[]), 'apiDocs'] as const;
export type ApiFunctionName = RegisteredName | 'apiDocs';

export type ApiRoute = {
  /** `/api/v1/core/payee/*` (that path and below) or an exact path. */
  readonly path: string;
  /** Only for exact paths; prefixes take every method. @default every method */
  readonly method?: 'GET';
  readonly function: ApiFunctionName;
};

/** Every API's OpenAPI document comes from the docs function (built with its bundle). */
const documentRoutes: ApiRoute[] = Object.values(apiRoots).map((root) => ({
  path: `${root}/openapi.json`,
  method: 'GET',
  function: 'apiDocs',
}));

/** The paths each registered function takes (functions/api-functions.ts), under its APIs' roots. */
const registeredRoutes: ApiRoute[] = Object.entries(apiFunctions).flatMap(([name, fn]) =>
  Object.entries(fn.apis as Partial<Record<ApiName, ApiPart>>).flatMap(([api, part]) =>
    (part?.paths ?? []).map((path) => ({
      path: `${apiRoots[api as ApiName]}${path}`,
      function: name as RegisteredName,
    })),
  ),
);

export const apiRoutes: readonly ApiRoute[] = [...registeredRoutes, ...documentRoutes];

const prefixOf = (route: ApiRoute) => (route.path.endsWith('/*') ? route.path.slice(0, -2) : null);

/** An exact route's path as a regular expression: each `{name}` segment matches one segment. */
const pathPattern = (route: ApiRoute) =>
  new RegExp(
    `^${route.path
      .split('/')
      .map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
  );
/** Made once: the local server asks for every request. */
const routePatterns = new Map(apiRoutes.map((route) => [route, pathPattern(route)]));

/**
 * The function API Gateway sends `method path` to: an exact route first (one without parameters
 * before one with), then the longest prefix route; undefined when no route matches (API Gateway
 * answers 404 itself).
 */
export function apiFunctionFor(method: string, path: string): ApiFunctionName | undefined {
  const exactRoutes = apiRoutes.filter(
    (route) => prefixOf(route) === null && (!route.method || route.method === method),
  );
  const exact =
    exactRoutes.find((route) => route.path === path) ??
    exactRoutes.find((route) => routePatterns.get(route)?.test(path));
  if (exact) return exact.function;
  let best: { length: number; route: ApiRoute } | undefined;
  for (const route of apiRoutes) {
    const prefix = prefixOf(route);
    if (prefix === null || !(path === prefix || path.startsWith(`${prefix}/`))) continue;
    if (!best || prefix.length > best.length) best = { length: prefix.length, route };
  }
  return best?.route.function;
}

/** The HTTP API route keys of one route: `GET /a/b`, or `ANY /a` and `ANY /a/{proxy+}` for `/a/*`. */
export function httpApiRouteKeys(route: ApiRoute): { method: 'ANY' | 'GET'; path: string }[] {
  const prefix = prefixOf(route);
  if (prefix === null) return [{ method: route.method ?? 'ANY', path: route.path }];
  return [
    { method: 'ANY', path: prefix },
    { method: 'ANY', path: `${prefix}/{proxy+}` },
  ];
}
