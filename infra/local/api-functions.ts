import { apiFunctions } from '#functions/api-functions.ts';
import { docsApp } from '#functions/docs/app.ts';
import { loadFunctionApp } from '#functions/lib/http/registered-apps.ts';
import type { ApiFunctionName } from '../definitions/api-routing.ts';

/** What the local server and the routing test need of a function's app. */
export type FunctionApp = {
  fetch(request: Request): Response | Promise<Response>;
  readonly routes: readonly { method: string; path: string }[];
};

const registered = await Promise.all(
  (Object.keys(apiFunctions) as (keyof typeof apiFunctions)[]).map(
    async (name) => [name, await loadFunctionApp(name)] as const,
  ),
);

/**
 * The app each API function's handler wraps, by function name: the local server sends every API
 * request to the app API Gateway would invoke for it (`apiFunctionFor`), so a route missing from a
 * function fails locally as it would deployed.
 */
export const apiFunctionApps: Record<ApiFunctionName, FunctionApp> = {
  ...(Object.fromEntries(registered) as unknown as Record<keyof typeof apiFunctions, FunctionApp>),
  apiDocs: docsApp,
};
