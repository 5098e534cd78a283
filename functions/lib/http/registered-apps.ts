import type { ApiName } from '#shared/api/contract.ts';
import { type ApiFunctionName, apiFunctions, routerRefOf } from '../../api-functions.ts';
import { apiAppOf, functionAppOf, type Router } from './function-app.ts';

/**
 * The registered routers (functions/api-functions.ts) loaded by name, for what runs from the
 * sources: the local server, the tests and the OpenAPI documents. Lambda bundles import their
 * routers statically instead (infra/definitions/lambda-bundling.ts).
 */
const functionsRoot = new URL('../../', import.meta.url);

async function loadRouter(reference: string): Promise<Router> {
  const { module, exportName } = routerRefOf(reference);
  const loaded = (await import(new URL(module, functionsRoot).href)) as Record<string, Router | undefined>;
  const router = loaded[exportName];
  if (!router) throw new Error(`functions/${module} exports no router '${exportName}'`);
  return router;
}

const loadRouters = (references: readonly string[]) => Promise.all(references.map(loadRouter));

/** The app a function's Lambda handler wraps. */
export async function loadFunctionApp(name: ApiFunctionName) {
  const parts = Object.entries(apiFunctions[name].apis) as [ApiName, { routers: readonly string[] }][];
  const routers = await Promise.all(parts.map(async ([api, part]) => [api, await loadRouters(part.routers)] as const));
  return functionAppOf(Object.fromEntries(routers));
}

/** A whole API: every registered router of it, whichever function carries it. */
export async function loadApiApp(api: ApiName) {
  const references = Object.values(apiFunctions).flatMap(
    (fn: { apis: Partial<Record<ApiName, { routers: readonly string[] }>> }) => fn.apis[api]?.routers ?? [],
  );
  return apiAppOf(api, await loadRouters(references));
}
