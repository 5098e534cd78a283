/**
 * SPA fallback, as CloudFront does it: a request for a path without a file extension is a client
 * route and gets /index.html; anything else is a file. (CloudFront's custom error responses would
 * also rewrite the APIs' JSON 404s, so the rewrite happens on the request instead.)
 */
export const fileExtensionPattern = /\.[A-Za-z0-9]+$/;

export function spaRequestPath(uri: string): string {
  return fileExtensionPattern.test(uri) ? uri : '/index.html';
}

/** The same rule as a CloudFront Function (cloudfront-js-2.0) for the SPA's default behavior. */
export function spaRewriteFunctionCode(): string {
  return [
    'function handler(event) {',
    '  var request = event.request;',
    `  if (!/${fileExtensionPattern.source}/.test(request.uri)) { request.uri = '/index.html'; }`,
    '  return request;',
    '}',
  ].join('\n');
}

/** Hashed build assets never change; the HTML entry and runtime config must always revalidate. */
export const immutableAssetPrefix = '/assets/';
