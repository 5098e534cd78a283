import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { translateIssue } from '#shared/i18n/issue-message.ts';
import { type ApiError, ErrorCode } from '#shared/schemas/api-error.ts';
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

/** App-level error handler: known errors keep their status, the rest are logged and hidden. */
export function handleError(err: Error, c: Context) {
  if (err instanceof HttpError) return c.json(errorBody(c, err), err.status);
  if (isMalformedJson(err)) return c.json(errorBody(c, badRequest('errors.malformedBody')), 400);
  logger.error('Unhandled error', { error: err, path: c.req.path, method: c.req.method });
  return c.json(errorBody(c, new HttpError(500, ErrorCode.Internal, 'errors.internal')), 500);
}

function isMalformedJson(err: Error): boolean {
  // Hono raises HTTPException(400) when the JSON body cannot be parsed.
  return 'status' in err && (err as { status: unknown }).status === 400;
}

export function handleNotFound(c: Context) {
  return c.json(errorBody(c, notFound()), 404);
}
