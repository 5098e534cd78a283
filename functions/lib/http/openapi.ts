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

const errorDescriptions = {
  400: 'Invalid input; `errors` lists messages by field',
  401: 'No live session',
  403: 'Not allowed for this user, company type, or without the CSRF header',
  404: 'Not found, or not visible to this company',
  409: 'Conflicts with the current state',
  415: 'The body is not JSON (Content-Type application/json), or is missing',
  429: 'Too many attempts',
  503: 'A dependency is unavailable or did not answer in time; retry after `Retry-After` seconds',
} as const;

type ErrorStatus = keyof typeof errorDescriptions;

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
