import type { z } from 'zod';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';

/** A required JSON request body validated by `schema`. */
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
  429: 'Too many attempts',
  503: 'A dependency is unavailable',
} as const;

type ErrorStatus = keyof typeof errorDescriptions;

/** The error responses a route can give, all with the one error shape. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, jsonResponse(apiErrorSchema, errorDescriptions[status])]),
  ) as Record<S, ReturnType<typeof jsonResponse<typeof apiErrorSchema>>>;
}
