import { app as coreApp } from '#functions/core/lambda.ts';
import { app as corePayeeApp } from '#functions/core/lambda-payee.ts';
import { app as corePayeeRelationshipsApp } from '#functions/core/lambda-payee-relationships.ts';
import { app as corePayeeWalletApp } from '#functions/core/lambda-payee-wallet.ts';
import { app as corePayorApp } from '#functions/core/lambda-payor.ts';
import { app as coreUsersApp } from '#functions/core/lambda-users.ts';
import { docsApp } from '#functions/docs/app.ts';
import { reportsApp } from '#functions/reports/app.ts';
import { settlementApp } from '#functions/settlement/app.ts';
import type { ApiFunctionName } from '../definitions/api-routing.ts';

/** What the local server and the routing test need of a function's app. */
export type FunctionApp = {
  fetch(request: Request): Response | Promise<Response>;
  readonly routes: readonly { method: string; path: string }[];
};

/**
 * The Hono app each API function's handler wraps (its `lambdaEntries` module), by function name:
 * the local server sends every API request to the app API Gateway would invoke for it
 * (`apiFunctionFor`), so a route missing from a function fails locally as it would deployed.
 */
export const apiFunctionApps: Record<ApiFunctionName, FunctionApp> = {
  core: coreApp,
  coreUsers: coreUsersApp,
  corePayee: corePayeeApp,
  corePayeeRelationships: corePayeeRelationshipsApp,
  corePayeeWallet: corePayeeWalletApp,
  corePayor: corePayorApp,
  settlement: settlementApp,
  exports: reportsApp,
  apiDocs: docsApp,
};
