import type { z } from 'zod';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';

/**
 * A required JSON request body validated by `schema`. Routers made by `createRouter` (api-app.ts)
 * answer 415 to any other content type (or none) on such a route and declare 400 and 415 for it.
 */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: { 'application/json': { schema } }, required: true } as const;
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description } as const;
}

/** The `ETag` header of an answer that carries a versioned object (functions/lib/http/if-match.ts). */
const etagResponseHeader = {
  ETag: {
    description: 'The strong entity tag of the object\'s version (`"v12"`): send it as `If-Match` to change the object',
    schema: { type: 'string' as const },
  },
};

/** A JSON answer carrying a versioned object: its version is also the answer's `ETag`. */
export function versionedJsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { ...jsonResponse(schema, description), headers: etagResponseHeader } as const;
}

const errorDescriptions = {
  400: 'Invalid input; `errors` lists messages by field',
  401: 'No live session',
  403: 'Not allowed for this user, company type, or without the CSRF header',
  404: 'Not found, or not visible to this company',
  409: 'Conflicts with the current state; on an update with `If-Match`, the object changed since that version (nothing written)',
  415: 'The body is not JSON (Content-Type application/json), or is missing',
  428: 'An update of a versioned object sent without `If-Match` (the ETag of the version it was made on)',
  429: 'Too many attempts',
  503: 'A dependency is unavailable or did not answer in time; retry after `Retry-After` seconds',
} as const;

export type ErrorStatus = keyof typeof errorDescriptions;

/** The `Retry-After` header every 503 carries. */
const retryAfterHeader = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' as const } },
};

function errorResponse(status: ErrorStatus) {
  const response = jsonResponse(apiErrorSchema, errorDescriptions[status]);
  return status === 503 ? { ...response, headers: retryAfterHeader } : response;
}

/** The error responses a route can give, all with the one error shape. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse(status)])) as Record<
    S,
    ReturnType<typeof jsonResponse<typeof apiErrorSchema>>
  >;
}
