import { randomUUID } from 'node:crypto';

/*
 * How every AWS SDK call of the functions is made: bounded in time, retried only when repeating it
 * cannot apply it twice, and what a failure means to an API caller. Only the SDK's own hooks are
 * used (requestHandler timeouts, a retry strategy, two middlewares); nothing here sends HTTP.
 *
 * Why per command: after a timeout or a dropped connection the SDK cannot know whether the service
 * applied the request. Repeating a read, a conditional write or a write carrying an idempotency
 * token is harmless; repeating an unconditional write (a counter's `ADD`, a message send) may apply
 * it twice. Failures that prove the request was not applied (connection refused, no connection
 * within the connect timeout, throttling, any 4xx answer) are retried whatever the command.
 */

/** Connection and request (time to the answer's headers) timeouts, and attempts, of one client. */
export type CallPolicy = { connectionTimeout: number; requestTimeout: number; maxAttempts: number };

/**
 * The policy of each service's client. A stalled dependency costs a call at most
 * maxAttempts × (requestTimeout) plus backoff (under a second), inside the API's request deadline
 * (functions/lib/http/deadline.ts: 10 s, the exports API 28 s).
 */
export const callPolicies = {
  /** Single-digit milliseconds normally; 3 s to the first byte means the connection is stuck. */
  dynamodb: { connectionTimeout: 1_000, requestTimeout: 3_000, maxAttempts: 3 },
  /** The combiner uploads combined PDFs: the request timeout covers sending the body. */
  s3: { connectionTimeout: 1_000, requestTimeout: 10_000, maxAttempts: 3 },
  /** Short polls only (WaitTimeSeconds 0); a long poll would need a longer request timeout. */
  sqs: { connectionTimeout: 1_000, requestTimeout: 3_000, maxAttempts: 3 },
  cognito: { connectionTimeout: 1_000, requestTimeout: 5_000, maxAttempts: 3 },
  /** A renderer runs up to its 25 s timeout before Invoke answers; Invoke itself is never repeated. */
  lambda: { connectionTimeout: 1_000, requestTimeout: 27_000, maxAttempts: 2 },
} as const satisfies Record<string, CallPolicy>;

/** Sockets a client may hold open at once (the SDK's default is 50). */
const maxSocketsPerClient = 512;

const readOperation = /^(Admin)?(Get|BatchGet|TransactGet|Query|Scan|List|Describe|Head)([A-Z]|$)/;

/** An update expression that gives the same item however often it is applied (no ADD, arithmetic or list_append). */
function isIdempotentUpdate(expression: unknown): boolean {
  return typeof expression === 'string' && !/\bADD\b|\blist_append\s*\(|[+-]/i.test(expression);
}

const present = (value: unknown) => typeof value === 'string' && value !== '';

/**
 * May this call be sent again after a failure that leaves its outcome unknown (a timeout, a reset
 * connection, a 5xx)? `commandName` is the SDK's (`GetItemCommand`; the document client's commands
 * run as the client's). Reads may; a conditional put or delete may (a repeat of an applied one
 * fails its condition rather than applying twice), and a conditional update when its expression is
 * idempotent; TransactWriteItems with a ClientRequestToken may (DynamoDB answers a repeat within 10
 * minutes without applying it again); a conditional S3 put may. Nothing else.
 */
export function isRetrySafe(commandName: string, input: unknown): boolean {
  const operation = commandName.replace(/Command$/, '');
  if (readOperation.test(operation)) return true;
  const fields = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const conditional = present(fields.ConditionExpression) || fields.Expected !== undefined;
  switch (operation) {
    case 'PutItem':
    case 'DeleteItem':
      return conditional;
    case 'UpdateItem':
      return conditional && isIdempotentUpdate(fields.UpdateExpression);
    case 'TransactWriteItems':
      return present(fields.ClientRequestToken);
    case 'PutObject':
      return present(fields.IfNoneMatch) || present(fields.IfMatch);
    default:
      return false;
  }
}

type ErrorShape = {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  $fault?: unknown;
  $retryable?: unknown;
  $metadata?: { httpStatusCode?: number; clockSkewCorrected?: boolean };
};

const asShape = (error: unknown): ErrorShape | undefined =>
  typeof error === 'object' && error !== null ? (error as ErrorShape) : undefined;

/** Node's codes for a connection that was never made: nothing reached the service. */
const notConnectedCodes = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** Node's codes for a connection that failed: the service may or may not have the request. */
const networkCodes = new Set([...notConnectedCodes, 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT']);

const throttlingNames = new Set([
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ThrottlingException',
  'Throttling',
  'TooManyRequestsException',
  'SlowDown',
  'RequestThrottled',
  'RequestThrottledException',
  'LimitExceededException',
  'TransactionInProgressException',
]);

/**
 * True when the failure proves the service did not apply the request: no connection was made, or
 * the service answered with a refusal (4xx, throttling included). Such a call may always be repeated.
 */
export function wasNotApplied(error: unknown): boolean {
  const shape = asShape(error);
  if (!shape) return false;
  if (typeof shape.code === 'string' && notConnectedCodes.has(shape.code)) return true;
  // @smithy/node-http-handler's connect timeout; its request timeout says "exceeded the configured".
  if (
    shape.name === 'TimeoutError' &&
    typeof shape.message === 'string' &&
    /establish a connection/.test(shape.message)
  ) {
    return true;
  }
  const status = shape.$metadata?.httpStatusCode;
  return (status !== undefined && status >= 400 && status < 500) || throttlingNames.has(String(shape.name));
}

/**
 * True for a failure of a dependency rather than of the request: a timeout, a lost connection,
 * throttling that outlasted the retries, or the service's own 5xx. An API answers these 503 with
 * Retry-After (functions/lib/http/errors.ts); the caller may try again.
 */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  const shape = asShape(error);
  if (!shape || depth > 5) return false;
  const status = shape.$metadata?.httpStatusCode;
  return (
    shape.name === 'TimeoutError' ||
    (typeof shape.code === 'string' && networkCodes.has(shape.code)) ||
    throttlingNames.has(String(shape.name)) ||
    status === 429 ||
    (status !== undefined && status >= 500) ||
    (shape.$fault === 'server' && shape.$metadata !== undefined) ||
    isDependencyUnavailable(shape.cause, depth + 1)
  );
}

/** The verdict of `isRetrySafe` for each failed attempt, recorded by the middleware for the strategy. */
const repeatable = new WeakMap<object, boolean>();

type RetryErrorType = 'THROTTLING' | 'TRANSIENT' | 'SERVER_ERROR' | 'CLIENT_ERROR';
type RetryErrorInfo = { error?: unknown; errorType: RetryErrorType };
type RetryToken = { getRetryCount(): number; getRetryDelay(): number };

const retryToken = (count: number, delay: number): RetryToken => ({
  getRetryCount: () => count,
  getRetryDelay: () => delay,
});

/**
 * The SDK's retry strategy interface (RetryStrategyV2) with the per-command rule above: throttling
 * and transient failures (as the SDK classifies them) are retried with exponential backoff and full
 * jitter, up to `maxAttempts`, except a transient failure of a call that is not retry-safe and
 * might have been applied. 5xx answers other than 500/502/503/504 and client errors are never retried.
 */
export class CommandAwareRetryStrategy {
  readonly mode = 'standard';

  constructor(
    private readonly attempts: number,
    private readonly baseDelayMs = 50,
    private readonly throttlingBaseDelayMs = 200,
    private readonly maxDelayMs = 1_000,
  ) {}

  async acquireInitialRetryToken(_scope: string): Promise<RetryToken> {
    return retryToken(0, 0);
  }

  async refreshRetryTokenForRetry(token: RetryToken, info: RetryErrorInfo): Promise<RetryToken> {
    const retries = token.getRetryCount();
    if (retries + 1 >= this.attempts || !this.shouldRetry(info)) throw new Error('Not retried');
    const base = info.errorType === 'THROTTLING' ? this.throttlingBaseDelayMs : this.baseDelayMs;
    const delay = Math.floor(Math.random() * Math.min(this.maxDelayMs, base * 2 ** (retries + 1)));
    return retryToken(retries + 1, delay);
  }

  recordSuccess(_token: RetryToken): void {}

  /** The decision alone, for one failed attempt. */
  shouldRetry(info: RetryErrorInfo): boolean {
    if (info.errorType === 'THROTTLING') return true;
    if (info.errorType !== 'TRANSIENT') return false;
    const error = asShape(info.error);
    return wasNotApplied(info.error) || (error !== undefined && repeatable.get(error) === true);
  }
}

type Middleware = (
  next: (args: { input: unknown }) => Promise<unknown>,
  context: { commandName?: string },
) => (args: { input: unknown }) => Promise<unknown>;

type MiddlewareStack = {
  add(middleware: Middleware, options: { step: 'initialize'; name: string; override?: boolean }): void;
  addRelativeTo(
    middleware: Middleware,
    options: { relation: 'after'; toMiddleware: string; name: string; override?: boolean },
  ): void;
};

/** Inside the retry loop: records, on each failed attempt's error, whether its command may be repeated. */
const recordRetrySafety: Middleware = (next, context) => async (args) => {
  try {
    return await next(args);
  } catch (error) {
    const shape = asShape(error);
    if (shape) repeatable.set(shape, isRetrySafe(context.commandName ?? '', args.input));
    throw error;
  }
};

/**
 * TransactWriteItems gets its ClientRequestToken before the retry loop, so every attempt is the same
 * idempotent request (the SDK would also generate one at serialisation; here it is explicit, and
 * visible to isRetrySafe).
 */
const idempotencyToken: Middleware = (next, context) => async (args) => {
  const input = args.input as Record<string, unknown> | undefined;
  if (context.commandName === 'TransactWriteItemsCommand' && input && !present(input.ClientRequestToken)) {
    return next({ ...args, input: { ...input, ClientRequestToken: randomUUID() } });
  }
  return next(args);
};

/** The client settings of a policy: timeouts (thrown, not only logged) and the retry strategy. */
export function clientSettings(policy: CallPolicy) {
  return {
    maxAttempts: policy.maxAttempts,
    retryStrategy: new CommandAwareRetryStrategy(policy.maxAttempts),
    requestHandler: {
      connectionTimeout: policy.connectionTimeout,
      requestTimeout: policy.requestTimeout,
      // Without it @smithy/node-http-handler only logs a warning when requestTimeout passes.
      throwOnRequestTimeout: true,
      // The connection timeout starts before a socket is free: with the default 50 sockets, a
      // process serving many requests at once (the local server; a busy worker) would time calls
      // out while they only queue. A Lambda serving one request never comes near this.
      httpAgent: { keepAlive: true, maxSockets: maxSocketsPerClient },
      httpsAgent: { keepAlive: true, maxSockets: maxSocketsPerClient },
    },
  };
}

/** Adds the per-command retry decision (and TransactWriteItems' token) to a client made with `clientSettings`. */
export function withRetrySafety<C extends { middlewareStack: unknown }>(client: C): C {
  const stack = client.middlewareStack as MiddlewareStack;
  stack.add(idempotencyToken, { step: 'initialize', name: 'lanepayIdempotencyToken', override: true });
  stack.addRelativeTo(recordRetrySafety, {
    relation: 'after',
    toMiddleware: 'retryMiddleware',
    name: 'lanepayRetrySafety',
    override: true,
  });
  return client;
}
