import * as z from 'zod';

/**
 * The one error body every 4xx/5xx carries. `errors` maps a field path (dotted, as the form
 * names it: `address.postalCode`) to its messages; `code` is stable for programs to branch on.
 */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ErrorCode = {
  ValidationFailed: 'validation_failed',
  Unauthenticated: 'unauthenticated',
  Forbidden: 'forbidden',
  CsrfMismatch: 'csrf_mismatch',
  MfaRequired: 'mfa_required',
  /** The change needs the password entered again moments ago (POST users/reauthenticate). */
  ReauthenticationRequired: 'reauthentication_required',
  NotFound: 'not_found',
  /** The object changed since the caller loaded it (a stale `If-Match`), or another state conflict: 409. */
  Conflict: 'conflict',
  /** An update of a versioned object sent without `If-Match`: 428. */
  PreconditionRequired: 'precondition_required',
  TooManyAttempts: 'too_many_attempts',
  /** The body is not JSON (or is missing) where the route takes JSON: 415. */
  UnsupportedMediaType: 'unsupported_media_type',
  /** A dependency did not answer in time: 503 with `Retry-After`; the request may be repeated. */
  ServiceUnavailable: 'service_unavailable',
  Internal: 'internal',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
