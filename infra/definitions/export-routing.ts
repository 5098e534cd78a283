import { apiRoots, corePaths, exportPaths } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';

/**
 * File downloads (`exportReport=true`, seeds 000 §7) are served by their own functions, which
 * carry the Excel and PDF libraries so the API functions stay small. The browser keeps calling
 * the API's own path; the edge moves the request to the exports API, keeping the rest of the path:
 * `/api/v1/core/payee/...?...&exportReport=true` → `/api/v1/exports/core/payee/...`. A few API calls
 * need those libraries whatever their query (`exportOnlyPaths`: a bill's combined PDF) and move
 * the same way. CloudFront does it with the function below, the local server with `exportPath`.
 *
 * Excel files and PDF files come from different functions (infra/definitions/api-routing.ts), and
 * API Gateway picks a function by path alone. Where one path offers both kinds and the query picks
 * one (`fileKindPaths`: the payout report's `format=xlsx`), the edge puts the kind into the path
 * too: `…/payout_report?format=xlsx&exportReport=true` → `/api/v1/exports/core/payee/payments/{id}/payout_report/xlsx`
 * (exportPaths in shared/api/paths.ts); the default kind keeps the mirrored path.
 */
export const exportQueryParam = 'exportReport';

const apiPrefix = '/api/v1/';
const exportsPrefix = '/api/v1/exports/';

/** A path of the API as a regular expression source: each `{param}` stands for one segment. */
const pattern = (path: string) => `^${path.replace(/\{\w+\}/g, '[^/]+')}$`;

/** Path patterns (regular expression sources) always answered by the exports API. */
export const exportOnlyPaths: readonly string[] = [
  pattern(`${apiRoots.settlement}${settlementPaths.billCombinedDocument}`),
  pattern(`${apiRoots.core}${corePaths.payorInvoiceBatchReviewReport}`),
  pattern(`${apiRoots.core}${corePaths.payorBillingActivityDetails}`),
  pattern(`${apiRoots.core}${corePaths.payorSettlementStatement}`),
  pattern(`${apiRoots.core}${corePaths.payorRelationship1099}`),
  pattern(`${apiRoots.core}${corePaths.payorSelectCarrierDiscovery}`),
  pattern(`${apiRoots.core}${corePaths.factorPaymentRemittance}`),
];

/** Paths offering two kinds of file: with `param=value` in the query, the edge appends `suffix`. */
export const fileKindPaths: readonly { pattern: string; param: string; value: string; suffix: string }[] = [
  {
    pattern: pattern(`${apiRoots.core}${corePaths.payeePayoutReport}`),
    param: 'format',
    value: 'xlsx',
    suffix: exportPaths.payeePayoutReportXlsx.slice(`/core${corePaths.payeePayoutReport}`.length),
  },
];

/**
 * The exports API path a request goes to, or null when it stays where it is. `query` is the
 * request's query (only `fileKindPaths` read it).
 */
export function exportPath(path: string, exportRequested: boolean, query?: URLSearchParams): string | null {
  if (!path.startsWith(apiPrefix) || path.startsWith(exportsPrefix)) return null;
  if (!exportRequested && !exportOnlyPaths.some((source) => new RegExp(source).test(path))) return null;
  const kind = fileKindPaths.find(
    (rule) => new RegExp(rule.pattern).test(path) && query?.get(rule.param) === rule.value,
  );
  return `${exportsPrefix}${path.slice(apiPrefix.length)}${kind?.suffix ?? ''}`;
}

/** The same rule as a CloudFront Function (cloudfront-js-2.0) on the API behaviors. */
export function exportRewriteFunctionCode(): string {
  return [
    'function handler(event) {',
    '  var request = event.request;',
    `  var flag = request.querystring['${exportQueryParam}'];`,
    `  var exportOnly = ${JSON.stringify(exportOnlyPaths)};`,
    `  var fileKinds = ${JSON.stringify(fileKindPaths)};`,
    '  var always = false;',
    '  for (var i = 0; i < exportOnly.length; i++) {',
    '    if (new RegExp(exportOnly[i]).test(request.uri)) always = true;',
    '  }',
    `  if ((always || (flag && flag.value === 'true')) && request.uri.indexOf('${exportsPrefix}') !== 0) {`,
    "    var suffix = '';",
    '    for (var j = 0; j < fileKinds.length; j++) {',
    '      var kind = request.querystring[fileKinds[j].param];',
    '      if (new RegExp(fileKinds[j].pattern).test(request.uri) && kind && kind.value === fileKinds[j].value) {',
    '        suffix = fileKinds[j].suffix;',
    '      }',
    '    }',
    `    request.uri = '${exportsPrefix}' + request.uri.substring(${apiPrefix.length}) + suffix;`,
    '  }',
    '  return request;',
    '}',
  ].join('\n');
}
