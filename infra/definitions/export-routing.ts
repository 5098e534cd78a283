import { apiRoots } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';

/**
 * File downloads (`exportReport=true`, seeds 000 §7) are served by their own function, which
 * carries the Excel and PDF libraries so the API functions stay small. The browser keeps calling
 * the API's own path; the edge moves the request to the exports API, keeping the rest of the path:
 * `/api/v1/core/payee/...?...&exportReport=true` → `/api/v1/exports/core/payee/...`. A few API calls
 * need those libraries whatever their query (`exportOnlyPaths`: a bill's combined PDF) and move
 * the same way. CloudFront does it with the function below, the local server with `exportPath`.
 */
export const exportQueryParam = 'exportReport';

const apiPrefix = '/api/v1/';
const exportsPrefix = '/api/v1/exports/';

/** Path patterns (regular expression sources) always answered by the exports API. */
export const exportOnlyPaths: readonly string[] = [
  `^${apiRoots.settlement}${settlementPaths.billCombinedDocument.replace('{id}', '[^/]+')}$`,
];

export function exportPath(path: string, exportRequested: boolean): string | null {
  if (!path.startsWith(apiPrefix) || path.startsWith(exportsPrefix)) return null;
  if (!exportRequested && !exportOnlyPaths.some((pattern) => new RegExp(pattern).test(path))) return null;
  return `${exportsPrefix}${path.slice(apiPrefix.length)}`;
}

/** The same rule as a CloudFront Function (cloudfront-js-2.0) on the API behaviors. */
export function exportRewriteFunctionCode(): string {
  return [
    'function handler(event) {',
    '  var request = event.request;',
    `  var flag = request.querystring['${exportQueryParam}'];`,
    `  var exportOnly = ${JSON.stringify(exportOnlyPaths)};`,
    '  var always = false;',
    '  for (var i = 0; i < exportOnly.length; i++) {',
    '    if (new RegExp(exportOnly[i]).test(request.uri)) always = true;',
    '  }',
    `  if ((always || (flag && flag.value === 'true')) && request.uri.indexOf('${exportsPrefix}') !== 0) {`,
    `    request.uri = '${exportsPrefix}' + request.uri.substring(${apiPrefix.length});`,
    '  }',
    '  return request;',
    '}',
  ].join('\n');
}
