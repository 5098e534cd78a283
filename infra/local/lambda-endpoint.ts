import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import { localLambdaContext } from './lambda-context.ts';
import { loopback } from './ports.ts';

export type InvokedHandler = (event: never, context: Context) => Promise<unknown>;

/** Lambda's limits on a synchronous invocation's payloads (bytes). */
export const invokeLimits = { request: 6_291_456, response: 6_291_556 } as const;

/** How long an idle client connection stays open (Node's default is 5 s). */
export const idleConnectionMs = 10 * 60_000;

const invocationPath = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

/**
 * The Lambda service's Invoke API for functions that other functions call (none of the emulators
 * covers Lambda): the real @aws-sdk/client-lambda reaches it through AWS_ENDPOINT_URL_LAMBDA and it
 * runs the same handlers the functions deploy, here in this process, as the local server runs the
 * API functions' apps. It keeps what callers can observe of the service: request and response
 * limits, a thrown error as `X-Amz-Function-Error: Unhandled` with Lambda's error body, an unknown
 * function as ResourceNotFoundException. Only synchronous (RequestResponse) invocations are served.
 */
export async function startLambdaEndpoint(
  port: number,
  functions: Readonly<Record<string, InvokedHandler>>,
): Promise<{ stop(): Promise<void> }> {
  const server = createServer((request, response) => {
    invoke(request, response, functions).catch((error: unknown) => {
      if (!response.headersSent) serviceError(response, 500, 'ServiceException', String(error));
    });
  });
  // The SDK keeps idle sockets open and reuses them; Node's server closes one after 5 s idle, and an
  // Invoke sent on it just then fails with ECONNRESET. Invoke is never repeated (a renderer may have
  // run), so the export answered 503 and its job waited for the queue's visibility timeout (a
  // journey took 6.8 min of its 7). The service keeps idle connections far longer.
  server.keepAliveTimeout = idleConnectionMs;
  server.headersTimeout = idleConnectionMs + 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, loopback, () => resolve());
  });
  return { stop: () => close(server) };
}

async function invoke(
  request: IncomingMessage,
  response: ServerResponse,
  functions: Readonly<Record<string, InvokedHandler>>,
): Promise<void> {
  const match = request.method === 'POST' ? request.url?.split('?')[0]?.match(invocationPath) : null;
  if (!match) return serviceError(response, 404, 'UnknownOperationException', `No operation at ${request.url}`);
  // The SDK sends the name, a full ARN or a partial one: the function's name is the last part.
  const name =
    decodeURIComponent(match[1] ?? '')
      .split(':')
      .at(-1) ?? '';
  const handler = functions[name];
  if (!handler) return serviceError(response, 404, 'ResourceNotFoundException', `Function not found: ${name}`);
  const invocationType = request.headers['x-amz-invocation-type'] ?? 'RequestResponse';
  if (invocationType !== 'RequestResponse') {
    return serviceError(response, 400, 'InvalidParameterValueException', `${invocationType} is not served locally`);
  }
  const body = await readBody(request);
  if (body.byteLength > invokeLimits.request) {
    return serviceError(
      response,
      413,
      'RequestTooLargeException',
      `Request must be smaller than ${invokeLimits.request} bytes for the InvokeFunction operation`,
    );
  }
  let payload: string;
  let failed = false;
  try {
    const event = body.byteLength > 0 ? JSON.parse(body.toString('utf8')) : {};
    payload = JSON.stringify((await handler(event as never, localLambdaContext(name))) ?? null);
    if (Buffer.byteLength(payload) > invokeLimits.response) {
      failed = true;
      payload = JSON.stringify({
        errorMessage: `Response payload size exceeded maximum allowed payload size (${invokeLimits.response} bytes).`,
        errorType: 'Function.ResponseSizeTooLarge',
      });
    }
  } catch (error) {
    failed = true;
    const thrown = error instanceof Error ? error : new Error(String(error));
    payload = JSON.stringify({
      errorType: thrown.name,
      errorMessage: thrown.message,
      trace: thrown.stack?.split('\n') ?? [],
    });
  }
  response.writeHead(200, {
    'content-type': 'application/json',
    'x-amz-executed-version': '$LATEST',
    ...(failed ? { 'x-amz-function-error': 'Unhandled' } : {}),
  });
  response.end(payload);
}

function serviceError(response: ServerResponse, status: number, type: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
  response.end(JSON.stringify({ Type: 'User', message }));
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
