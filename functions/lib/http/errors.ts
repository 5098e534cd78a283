import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { translateIssue } from '#shared/i18n/issue-message.ts';
import { type ApiError, ErrorCode } from '#shared/schemas/api-error.ts';
import { isDependencyUnavailable } from '../aws-requests.ts';
import { logger } from '../logger.ts';
import { translator } from './i18n.ts';

/** A failure the client caused or may see; anything else becomes an opaque 500. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    /** An i18n key from shared/i18n, translated in the caller's language. */
    readonly messageKey: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly params?: Record<string, unknown>,
  ) {
    super(messageKey);
  }
}

export const badRequest = (messageKey: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(400, ErrorCode.ValidationFailed, messageKey, fieldErrors);
export const unauthenticated = () => new HttpError(401, ErrorCode.Unauthenticated, 'errors.unauthenticated');
export const forbidden = (messageKey = 'errors.forbidden') => new HttpError(403, ErrorCode.Forbidden, messageKey);
export const notFound = () => new HttpError(404, ErrorCode.NotFound, 'errors.notFound');
/** A body the route does not take: not JSON, or none where JSON is required. */
export const unsupportedMediaType = () =>
  new HttpError(415, ErrorCode.UnsupportedMediaType, 'errors.unsupportedMediaType');
/** A dependency (the table, a queue, a renderer) did not answer in time; the request may be retried. */
export const serviceUnavailable = () => new HttpError(503, ErrorCode.ServiceUnavailable, 'errors.serviceUnavailable');

/** Seconds a client is asked to wait before retrying a 503 (`Retry-After`). */
export const retryAfterSeconds = 5;

/** Field errors keyed by dotted path, in the caller's language. */
export function fieldErrorsOf(c: Context, error: z.ZodError): Record<string, string[]> {
  const t = translator(c);
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    const list = errors[field] ?? [];
    list.push(translateIssue(t, issue));
    errors[field] = list;
  }
  return errors;
}

/** The body of every error response. */
export function errorBody(c: Context, error: HttpError): ApiError {
  const t = translator(c);
  const message = t(error.messageKey, error.params);
  // A field named with no messages of its own carries the error's message, so forms show it there.
  const errors = error.fieldErrors
    ? Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, list]) => [field, list.length > 0 ? list : [message]]),
      )
    : undefined;
  return { message, code: error.code, ...(errors ? { errors } : {}) };
}

/** zod-openapi's hook: a request that fails its schema gets 400 with errors by field. */
export function validationHook(result: { success: boolean; error?: z.ZodError }, c: Context) {
  if (!result.success && result.error) {
    const error = badRequest('errors.validationFailed', fieldErrorsOf(c, result.error));
    return c.json(errorBody(c, error), 400);
  }
  return undefined;
}

/**
 * App-level error handler: known errors keep their status, the rest are logged and hidden.
 * - a body Hono could not parse (400) or zod-openapi's media type gate (415) are the caller's;
 * - an AWS call that timed out, lost its connection or was throttled past its retries is a 503
 *   with `Retry-After` (the request may be repeated), logged as a warning, never a 500;
 * - every error answer is `Cache-Control: no-store`, whatever the route had set before it threw.
 */
export function handleError(err: Error, c: Context) {
  c.header('Cache-Control', 'no-store');
  const known = knownError(err);
  if (known) {
    if (known.status === 503) c.header('Retry-After', String(retryAfterSeconds));
    return c.json(errorBody(c, known), known.status);
  }
  if (isDependencyUnavailable(err)) {
    logger.warn('Dependency unavailable', {
      error: err,
      attempts: (err as { $metadata?: { attempts?: number } }).$metadata?.attempts,
      path: c.req.path,
      method: c.req.method,
    });
    c.header('Retry-After', String(retryAfterSeconds));
    return c.json(errorBody(c, serviceUnavailable()), 503);
  }
  logger.error('Unhandled error', { error: err, path: c.req.path, method: c.req.method });
  return c.json(errorBody(c, new HttpError(500, ErrorCode.Internal, 'errors.internal')), 500);
}

/** The HttpError an error stands for, when it is one the caller caused or may see. */
function knownError(err: Error): HttpError | undefined {
  if (err instanceof HttpError) return err;
  // Hono's validator raises HTTPException(400) for a JSON body it cannot parse; zod-openapi raises
  // HTTPException(415) for a media type a route does not declare (json-body.ts usually answers first).
  const status = httpExceptionStatus(err);
  if (status === 400) return badRequest('errors.malformedBody');
  if (status === 415) return unsupportedMediaType();
  return undefined;
}

/** The status of a Hono HTTPException (told by its shape, so that two copies of hono still agree). */
function httpExceptionStatus(err: Error): number | undefined {
  const candidate = err as { status?: unknown; getResponse?: unknown };
  return typeof candidate.status === 'number' && typeof candidate.getResponse === 'function'
    ? candidate.status
    : undefined;
}

export function handleNotFound(c: Context) {
  c.header('Cache-Control', 'no-store');
  return c.json(errorBody(c, notFound()), 404);
}
