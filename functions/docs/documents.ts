import { apiRoots } from '#shared/api/paths.ts';
import { coreApp } from '../core/app.ts';
import { openApiDocumentOf } from '../lib/http/api-app.ts';
import { publicApp } from '../public/app.ts';
import { reportsApp } from '../reports/app.ts';
import { settlementApp } from '../settlement/app.ts';

export type ApiRoot = (typeof apiRoots)[keyof typeof apiRoots];

/** Each API's OpenAPI 3.1 document (a JSON value), by the API's root path. */
export type OpenApiDocuments = Readonly<Record<ApiRoot, unknown>>;

let documents: OpenApiDocuments | undefined;

/**
 * The OpenAPI documents of every API, generated from the whole apps: all their routers, although
 * in production each API is answered by one or several functions carrying only some of them.
 *
 * The docs function never runs this code: its bundle replaces this module with the documents this
 * function returned when the bundle was built (infra/definitions/lambda-bundle-plugins.ts), so the
 * function carries neither the routers nor the OpenAPI generator. Locally and in tests it runs.
 */
export function openApiDocuments(): OpenApiDocuments {
  documents ??= {
    [apiRoots.core]: openApiDocumentOf(coreApp),
    [apiRoots.settlement]: openApiDocumentOf(settlementApp),
    [apiRoots.exports]: openApiDocumentOf(reportsApp),
    [apiRoots.public]: openApiDocumentOf(publicApp),
  };
  return documents;
}
