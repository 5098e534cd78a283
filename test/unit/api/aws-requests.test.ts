import {
  BatchWriteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  CommandAwareRetryStrategy,
  callPolicies,
  clientSettings,
  isDependencyUnavailable,
  isRetrySafe,
  wasNotApplied,
  withRetrySafety,
} from '#functions/lib/aws-requests.ts';

describe('isRetrySafe: may a call be repeated when its outcome is unknown?', () => {
  const cases: [string, Record<string, unknown>, boolean][] = [
    ['GetItemCommand', {}, true],
    ['QueryCommand', {}, true],
    ['ScanCommand', {}, true],
    ['BatchGetItemCommand', {}, true],
    ['TransactGetItemsCommand', {}, true],
    ['DescribeTableCommand', {}, true],
    ['GetObjectCommand', {}, true],
    ['HeadObjectCommand', {}, true],
    ['ListObjectsV2Command', {}, true],
    ['AdminGetUserCommand', {}, true],
    ['ListUsersCommand', {}, true],
    ['GetQueueAttributesCommand', {}, true],
    ['PutItemCommand', { ConditionExpression: 'attribute_not_exists(pk)' }, true],
    ['PutItemCommand', {}, false],
    ['DeleteItemCommand', { ConditionExpression: 'attribute_exists(pk)' }, true],
    ['DeleteItemCommand', {}, false],
    ['UpdateItemCommand', { ConditionExpression: 'attribute_exists(pk)', UpdateExpression: 'SET #s = :s' }, true],
    ['UpdateItemCommand', { UpdateExpression: 'SET #s = :s' }, false],
    ['UpdateItemCommand', { ConditionExpression: '#n < :max', UpdateExpression: 'ADD #n :one' }, false],
    ['UpdateItemCommand', { UpdateExpression: 'ADD #n :one' }, false],
    [
      'UpdateItemCommand',
      { ConditionExpression: 'attribute_exists(pk)', UpdateExpression: 'SET #v = if_not_exists(#v, :start) + :one' },
      false,
    ],
    ['UpdateItemCommand', { ConditionExpression: 'x', UpdateExpression: 'SET #l = list_append(#l, :item)' }, false],
    ['TransactWriteItemsCommand', { ClientRequestToken: 'a-token' }, true],
    ['TransactWriteItemsCommand', {}, false],
    ['BatchWriteItemCommand', {}, false],
    ['PutObjectCommand', { IfNoneMatch: '*' }, true],
    ['PutObjectCommand', {}, false],
    ['DeleteObjectCommand', {}, false],
    ['SendMessageCommand', {}, false],
    ['SendMessageBatchCommand', {}, false],
    ['InvokeCommand', {}, false],
    ['AdminCreateUserCommand', {}, false],
    ['SendEmailCommand', {}, false],
    ['PublishCommand', {}, false],
  ];
  it.each(cases)('%s %j → %s', (command, input, expected) => {
    expect(isRetrySafe(command, input)).toBe(expected);
  });
});

const timeoutError = (message: string, code?: string) =>
  Object.assign(new Error(message), { name: 'TimeoutError', ...(code ? { code } : {}) });
const connectionReset = () => timeoutError('read ECONNRESET', 'ECONNRESET');
const requestTimeout = () =>
  timeoutError(
    '@smithy/node-http-handler - [ERROR] a request has exceeded the configured 3000 ms requestTimeout.',
    'ETIMEDOUT',
  );
const connectTimeout = () =>
  timeoutError(
    '@smithy/node-http-handler - the request socket did not establish a connection with the server within the configured timeout of 1000 ms.',
  );
const connectionRefused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
const serviceError = (name: string, httpStatusCode: number) =>
  Object.assign(new Error(name), {
    name,
    $fault: httpStatusCode >= 500 ? 'server' : 'client',
    $metadata: { httpStatusCode },
  });

describe('wasNotApplied and isDependencyUnavailable', () => {
  it('knows a failure that never reached the service', () => {
    expect(wasNotApplied(connectionRefused())).toBe(true);
    expect(wasNotApplied(connectTimeout())).toBe(true);
    expect(wasNotApplied(serviceError('ProvisionedThroughputExceededException', 400))).toBe(true);
    expect(wasNotApplied(connectionReset())).toBe(false);
    expect(wasNotApplied(requestTimeout())).toBe(false);
    expect(wasNotApplied(serviceError('InternalServerError', 500))).toBe(false);
  });

  it('calls timeouts, lost connections, throttling and 5xx a dependency failure, nothing else', () => {
    for (const error of [
      connectionReset(),
      requestTimeout(),
      connectTimeout(),
      connectionRefused(),
      serviceError('ProvisionedThroughputExceededException', 400),
      serviceError('ThrottlingException', 400),
      serviceError('InternalServerError', 500),
      serviceError('ServiceUnavailable', 503),
      Object.assign(new TypeError('fetch failed'), { cause: connectionRefused() }),
    ]) {
      expect(isDependencyUnavailable(error), String(error)).toBe(true);
    }
    for (const error of [
      new Error('boom'),
      serviceError('ConditionalCheckFailedException', 400),
      serviceError('ValidationException', 400),
      serviceError('ResourceNotFoundException', 400),
      'a string',
      undefined,
    ]) {
      expect(isDependencyUnavailable(error), String(error)).toBe(false);
    }
  });
});

describe('CommandAwareRetryStrategy', () => {
  const strategy = new CommandAwareRetryStrategy(3);
  it('retries throttling, never client errors or unclassified server errors', () => {
    expect(strategy.shouldRetry({ errorType: 'THROTTLING', error: serviceError('ThrottlingException', 400) })).toBe(
      true,
    );
    expect(strategy.shouldRetry({ errorType: 'CLIENT_ERROR', error: serviceError('ValidationException', 400) })).toBe(
      false,
    );
    expect(strategy.shouldRetry({ errorType: 'SERVER_ERROR', error: serviceError('NotImplemented', 501) })).toBe(false);
  });

  it('retries a transient failure of a call it was not told is safe only when it never reached the service', () => {
    expect(strategy.shouldRetry({ errorType: 'TRANSIENT', error: connectionReset() })).toBe(false);
    expect(strategy.shouldRetry({ errorType: 'TRANSIENT', error: connectionRefused() })).toBe(true);
  });

  it('stops after maxAttempts with a growing, bounded backoff', async () => {
    const info = { errorType: 'THROTTLING' as const, error: serviceError('ThrottlingException', 400) };
    const first = await strategy.acquireInitialRetryToken('');
    const second = await strategy.refreshRetryTokenForRetry(first, info);
    const third = await strategy.refreshRetryTokenForRetry(second, info);
    expect(third.getRetryCount()).toBe(2);
    expect(third.getRetryDelay()).toBeLessThanOrEqual(1_000);
    await expect(strategy.refreshRetryTokenForRetry(third, info)).rejects.toThrow();
  });
});

/**
 * The real DynamoDB client with the portal's settings (clientSettings + withRetrySafety) and a
 * request handler that fails every attempt as told: how many attempts each kind of call gets.
 */
function failingClient(failure: () => unknown) {
  const sent: string[] = [];
  const requestHandler = {
    handle: async (request: { body?: unknown }) => {
      const { body } = request;
      sent.push(typeof body === 'string' ? body : body instanceof Uint8Array ? new TextDecoder().decode(body) : '');
      const outcome = failure();
      if (outcome instanceof Error) throw outcome;
      return { response: outcome };
    },
  };
  const client = withRetrySafety(
    new DynamoDBClient({
      ...clientSettings(callPolicies.dynamodb),
      requestHandler,
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    }),
  );
  return { client, documents: DynamoDBDocumentClient.from(client), sent };
}

/** A DynamoDB error answer, as the service sends it. */
function errorAnswer(status: number, type: string) {
  return () => ({
    statusCode: status,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': 'test' },
    body: new TextEncoder().encode(
      JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: type }),
    ),
  });
}

const key = { pk: { S: 'A' }, sk: { S: 'B' } };
const table = 'lanepay-test';

async function attemptsOf(failure: () => unknown, send: (c: ReturnType<typeof failingClient>) => Promise<unknown>) {
  const client = failingClient(failure);
  const error = await send(client).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the call fails').toBeDefined();
  return { attempts: client.sent.length, error, sent: client.sent };
}

describe('the portal’s DynamoDB client: attempts per command and failure', () => {
  const get = (c: ReturnType<typeof failingClient>) =>
    c.client.send(new GetItemCommand({ TableName: table, Key: key }));
  const documentGet = (c: ReturnType<typeof failingClient>) =>
    c.documents.send(new GetCommand({ TableName: table, Key: { pk: 'A', sk: 'B' } }));
  const counter = (c: ReturnType<typeof failingClient>) =>
    c.documents.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: 'A', sk: 'B' },
        UpdateExpression: 'ADD #n :one',
        ExpressionAttributeNames: { '#n': 'n' },
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
  const conditionalPut = (c: ReturnType<typeof failingClient>) =>
    c.client.send(new PutItemCommand({ TableName: table, Item: key, ConditionExpression: 'attribute_not_exists(pk)' }));
  const unconditionalPut = (c: ReturnType<typeof failingClient>) =>
    c.client.send(new PutItemCommand({ TableName: table, Item: key }));
  const transaction = (c: ReturnType<typeof failingClient>) =>
    c.client.send(
      new TransactWriteItemsCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: key,
              UpdateExpression: 'ADD #n :one',
              ExpressionAttributeNames: { '#n': 'n' },
              ExpressionAttributeValues: { ':one': { N: '1' } },
            },
          },
        ],
      }),
    );
  const batchWrite = (c: ReturnType<typeof failingClient>) =>
    c.client.send(new BatchWriteItemCommand({ RequestItems: { [table]: [{ PutRequest: { Item: key } }] } }));
  const rawQuery = (c: ReturnType<typeof failingClient>) =>
    c.client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': { S: 'A' } },
      }),
    );

  it('repeats reads after a reset connection or a request timeout, up to maxAttempts', async () => {
    for (const send of [get, documentGet, rawQuery]) {
      expect((await attemptsOf(connectionReset, send)).attempts).toBe(callPolicies.dynamodb.maxAttempts);
      expect((await attemptsOf(requestTimeout, send)).attempts).toBe(callPolicies.dynamodb.maxAttempts);
    }
  });

  it('repeats a conditional write and a transaction (same ClientRequestToken every attempt)', async () => {
    expect((await attemptsOf(connectionReset, conditionalPut)).attempts).toBe(3);
    const { attempts, sent } = await attemptsOf(connectionReset, transaction);
    expect(attempts).toBe(3);
    const tokens = sent.map((body) => (JSON.parse(body) as { ClientRequestToken?: string }).ClientRequestToken);
    expect(tokens[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(tokens).size).toBe(1);
  });

  it('never repeats an unconditional write whose outcome is unknown', async () => {
    for (const failure of [connectionReset, requestTimeout, errorAnswer(500, 'InternalServerError')]) {
      expect((await attemptsOf(failure, counter)).attempts).toBe(1);
      expect((await attemptsOf(failure, unconditionalPut)).attempts).toBe(1);
      expect((await attemptsOf(failure, batchWrite)).attempts).toBe(1);
    }
  });

  it('repeats any call the service refused or never received', async () => {
    for (const failure of [
      connectionRefused,
      connectTimeout,
      errorAnswer(400, 'ProvisionedThroughputExceededException'),
    ]) {
      expect((await attemptsOf(failure, counter)).attempts).toBe(3);
    }
  });

  it('repeats reads on a 500, and nothing on a client error', async () => {
    expect((await attemptsOf(errorAnswer(500, 'InternalServerError'), get)).attempts).toBe(3);
    const refused = await attemptsOf(errorAnswer(400, 'ValidationException'), get);
    expect(refused.attempts).toBe(1);
    expect(isDependencyUnavailable(refused.error)).toBe(false);
  });

  it('hands the last failure to the caller as a dependency failure (an API answers 503)', async () => {
    const { error } = await attemptsOf(connectionReset, counter);
    expect(isDependencyUnavailable(error)).toBe(true);
  });
});
