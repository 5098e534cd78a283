import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * A request as the HTTP API hands it to an API function (payload format 2.0): the browser's
 * path unchanged (`$default` stage), cookies in `cookies`, the body as text.
 */
export function httpApiEvent(
  method: string,
  url: string,
  init: { headers?: Record<string, string>; cookies?: string[]; body?: string } = {},
): APIGatewayProxyEventV2 {
  const { pathname, search } = new URL(url, 'https://portal.example.com');
  const rawQueryString = search.replace(/^\?/, '');
  const headers = { host: 'abc123.execute-api.us-east-1.amazonaws.com', ...init.headers };
  return {
    version: '2.0',
    routeKey: `${method} ${pathname}`,
    rawPath: pathname,
    rawQueryString,
    ...(init.cookies ? { cookies: init.cookies } : {}),
    headers,
    ...(rawQueryString ? { queryStringParameters: Object.fromEntries(new URLSearchParams(rawQueryString)) } : {}),
    requestContext: {
      accountId: '123456789012',
      apiId: 'abc123',
      domainName: headers.host,
      domainPrefix: 'abc123',
      http: { method, path: pathname, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'vitest' },
      requestId: 'request-1',
      routeKey: `${method} ${pathname}`,
      stage: '$default',
      time: '22/Nov/2025:13:00:00 +0000',
      timeEpoch: 1763816400000,
    },
    ...(init.body !== undefined ? { body: init.body } : {}),
    isBase64Encoded: false,
  } satisfies APIGatewayProxyEventV2;
}
