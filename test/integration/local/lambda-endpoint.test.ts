import { Agent, request as httpRequest } from 'node:http';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '#functions/lib/http/errors.ts';
import { render } from '#functions/lib/renderers.ts';
import { invokeLimits, startLambdaEndpoint } from '#infra/local/lambda-endpoint.ts';
import { endpoint } from '#infra/local/ports.ts';
import { freePort } from '../../support/free-port.ts';

/*
 * The local Lambda Invoke API (infra/local/lambda-endpoint.ts) as the real SDK client sees it, and
 * how the exports API's renderer calls (functions/lib/renderers.ts) read its answers. This file's
 * endpoint serves stand-in functions under the renderers' names; the one the test setup starts
 * serves the real renderers (the exports tests go through it).
 */

let stop: () => Promise<void>;
let client: LambdaClient;
let port: number;

beforeAll(async () => {
  port = await freePort();
  const served = await startLambdaEndpoint(port, {
    echo: async (event: unknown) => ({ received: event }),
    // A file too large to come back: Lambda refuses the response.
    sheetRenderer: async () => ({ file: 'A'.repeat(invokeLimits.response) }),
    documentRenderer: async () => {
      throw new RangeError('No such page');
    },
  });
  stop = served.stop;
  // This file's own modules: functions/lib/aws-clients.ts makes its Lambda client on first use.
  process.env.AWS_ENDPOINT_URL_LAMBDA = endpoint(port);
  client = new LambdaClient({});
});
afterAll(() => stop());

const text = (payload: Uint8Array | undefined) => JSON.parse(Buffer.from(payload ?? []).toString('utf8'));

describe('local Lambda endpoint', () => {
  it('invokes a function by name or ARN with the JSON event and returns its result', async () => {
    for (const name of ['echo', 'arn:aws:lambda:us-east-1:000000000000:function:echo']) {
      const result = await client.send(new InvokeCommand({ FunctionName: name, Payload: JSON.stringify({ a: 1 }) }));
      expect(result.StatusCode).toBe(200);
      expect(result.FunctionError).toBeUndefined();
      expect(text(result.Payload)).toEqual({ received: { a: 1 } });
    }
  });

  it('keeps an idle connection past Node’s 5 s default, so an Invoke is not sent on a closing socket', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const post = () =>
      new Promise<boolean>((resolve, reject) => {
        const request = httpRequest(
          `${endpoint(port)}/2015-03-31/functions/echo/invocations`,
          { method: 'POST', agent },
          (response) => {
            response.resume();
            response.on('end', () => resolve(request.reusedSocket));
          },
        );
        request.on('error', reject);
        request.end('{}');
      });
    await post();
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    // The same socket again: Node's server would have closed it (5 s, plus its 1 s grace).
    expect(await post()).toBe(true);
    agent.destroy();
  }, 20_000);

  it('answers a thrown error as Lambda does: Unhandled, with its type and message', async () => {
    const result = await client.send(new InvokeCommand({ FunctionName: 'documentRenderer', Payload: '{}' }));
    expect(result.FunctionError).toBe('Unhandled');
    expect(text(result.Payload)).toMatchObject({ errorType: 'RangeError', errorMessage: 'No such page' });
  });

  it('keeps Lambda’s limits: a response over 6 MB fails, a request over 6 MB is refused', async () => {
    const tooLarge = await client.send(new InvokeCommand({ FunctionName: 'sheetRenderer', Payload: '{}' }));
    expect(tooLarge.FunctionError).toBe('Unhandled');
    expect(text(tooLarge.Payload)).toMatchObject({ errorType: 'Function.ResponseSizeTooLarge' });
    await expect(
      client.send(
        new InvokeCommand({ FunctionName: 'echo', Payload: JSON.stringify('A'.repeat(invokeLimits.request)) }),
      ),
    ).rejects.toMatchObject({ name: 'RequestTooLargeException', $metadata: { httpStatusCode: 413 } });
  });

  it('refuses unknown functions and invocations it does not serve', async () => {
    await expect(client.send(new InvokeCommand({ FunctionName: 'nothing', Payload: '{}' }))).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
      $metadata: { httpStatusCode: 404 },
    });
    await expect(
      client.send(new InvokeCommand({ FunctionName: 'echo', InvocationType: 'Event', Payload: '{}' })),
    ).rejects.toMatchObject({ name: 'InvalidParameterValueException' });
  });
});

describe('renderer calls', () => {
  const input = {
    payeeName: 'Lone Star Freight LLC',
    language: 'en',
    generatedAt: '2026-03-14T16:00:00.000Z',
  } as const;

  it('turn a file too large for one response into a 400 the user can act on', async () => {
    const failure = await render('sheetRenderer', {
      file: 'relationships',
      input: { ...input, relationships: [], filters: {} },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 400, messageKey: 'errors.exportTooLarge' });
  });

  it('fail with the renderer’s error otherwise (an opaque 500 to the caller)', async () => {
    const failure = await render('documentRenderer', {
      file: 'takeControl',
      input: { ...input, info: {} as never },
    }).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(HttpError);
    expect(String(failure)).toContain('documentRenderer failed: RangeError: No such page');
  });
});
