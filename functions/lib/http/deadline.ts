import type { MiddlewareHandler } from 'hono';
import { apiRoots } from '#shared/api/paths.ts';
import { logger } from '../logger.ts';
import { serviceUnavailable } from './errors.ts';

/**
 * How long an API request may take before it is answered 503 (with `Retry-After`) whatever it is
 * still waiting for. Each AWS call has its own timeouts and retries (functions/lib/aws-clients.ts);
 * this bounds a request that makes several slow calls in a row, well before API Gateway's 30 s
 * integration timeout would answer for us (a 503 without the error shape or the header).
 */
export const requestDeadlines = {
  /** Core, settlement and public APIs: a few table reads and writes, a Cognito or SQS call. */
  default: 10_000,
  /** The exports API waits for a renderer Lambda (25 s timeout) after reading the data; its function stops at 29 s. */
  exports: 28_000,
} as const;

/** The deadline of the API rooted at `root`. */
export function requestDeadlineOf(root: string): number {
  return root === apiRoots.exports ? requestDeadlines.exports : requestDeadlines.default;
}

/** Keep this much of a Lambda invocation's time to answer the 503 itself. */
const answerMarginMs = 500;

/**
 * Answers 503 when the rest of the request has not finished within `deadlineMs` (or before the
 * Lambda invocation runs out of time, when that comes first). The work still under way is left to
 * finish or fail on its own (every AWS call times out by itself); its late outcome is dropped.
 */
export function requestDeadline(deadlineMs: number): MiddlewareHandler {
  return async (c, next) => {
    const lambdaContext = (c.env as { lambdaContext?: { getRemainingTimeInMillis?: unknown } } | undefined)
      ?.lambdaContext;
    const remaining =
      typeof lambdaContext?.getRemainingTimeInMillis === 'function'
        ? Number(lambdaContext.getRemainingTimeInMillis()) - answerMarginMs
        : Number.NaN;
    const budget = Number.isFinite(remaining) ? Math.max(0, Math.min(deadlineMs, remaining)) : deadlineMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        logger.warn('Request deadline passed', { path: c.req.path, method: c.req.method, deadlineMs: budget });
        reject(serviceUnavailable());
      }, budget);
    });
    const handled = next();
    // After the deadline nobody awaits the handler: a late failure must not become an unhandled rejection.
    handled.catch(() => undefined);
    try {
      await Promise.race([handled, expired]);
    } finally {
      clearTimeout(timer);
    }
  };
}
