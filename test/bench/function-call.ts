import type { APIGatewayProxyResult, Context } from 'aws-lambda';
import { handle, type LambdaEvent } from 'hono/aws-lambda';
import { loadFunctionApp } from '#functions/lib/http/registered-apps.ts';
import { apiFunctionFor } from '#infra/definitions/api-routing.ts';
import { viewerAddressHeader } from '#shared/constants/edge.ts';

/**
 * A GET of `url` as the deployed API function answers it: the function API Gateway would invoke
 * for the path, wrapped by Hono's Lambda adapter exactly as its generated handler is
 * (infra/definitions/lambda-bundling.ts), called in this process with the HTTP API's event (payload
 * 2.0) and the session `cookie`, as CloudFront and API Gateway forward it. The answer's JSON body.
 * This is the server's own cost of an answer; what CloudFront and API Gateway add deployed is
 * theirs, and the local server's hop (HTTP on localhost) is neither.
 */
export async function functionGet(url: string, cookie: string): Promise<() => Promise<unknown>> {
  const { pathname, search } = new URL(url);
  const name = apiFunctionFor('GET', pathname);
  if (!name || name === 'apiDocs') throw new Error(`No API function answers GET ${pathname}`);
  const handler = handle(await loadFunctionApp(name));
  const context = { functionName: name, awsRequestId: 'bench' } as Context;
  return async () => {
    const now = new Date();
    const event: LambdaEvent = {
      version: '2.0',
      routeKey: '$default',
      rawPath: pathname,
      rawQueryString: search.slice(1),
      cookies: [cookie],
      headers: { accept: 'application/json', [viewerAddressHeader]: '127.0.0.1:50000' },
      requestContext: {
        accountId: '000000000000',
        authentication: null,
        authorizer: {},
        apiId: 'bench',
        domainName: 'bench.execute-api.localhost',
        domainPrefix: 'bench',
        http: { method: 'GET', path: pathname, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
        requestId: 'bench',
        routeKey: '$default',
        stage: '$default',
        time: now.toUTCString(),
        timeEpoch: now.getTime(),
      },
      body: null,
      isBase64Encoded: false,
    };
    const result = (await handler(event, context)) as APIGatewayProxyResult;
    if (result.statusCode !== 200) throw new Error(`${pathname} answered ${result.statusCode}: ${result.body}`);
    const body = result.isBase64Encoded ? Buffer.from(result.body, 'base64').toString('utf8') : result.body;
    return JSON.parse(body) as unknown;
  };
}
