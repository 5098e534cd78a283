import type * as z from 'zod';
import type { idempotencyKeyHeader } from '../constants/idempotency.ts';
import type { ifMatchHeader } from '../constants/versions.ts';
import type { RouteAccess } from '../permissions/route-access.ts';
import type { apiRoots } from './paths.ts';

export type ApiName = keyof typeof apiRoots;
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type SuccessStatus = 200 | 201 | 204;

/**
 * One API call, defined once: the Hono route is declared from it (functions/lib/http/contract-route.ts)
 * and the browser calls it through it (web/src/lib/api-call.ts), so a renamed field, a wrong body
 * or a missing path parameter fails the typecheck on whichever side is out of step.
 */
export interface ApiCall {
  readonly api: ApiName;
  readonly method: HttpMethod;
  /** OpenAPI form, `{name}` for a path parameter. */
  readonly path: string;
  /** Who may call it (shared/permissions/route-access.ts), enforced before anything else runs. */
  readonly access: RouteAccess;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  /** A required JSON body. */
  readonly body?: z.ZodType;
  /**
   * The request headers the route reads (shared/schemas/versions.ts `ifMatchHeadersSchema`, the
   * If-Match of a change to a versioned object; shared/schemas/idempotency.ts, the Idempotency-Key
   * of a create). The browser sends them through callApi's options (`ifMatch`, `idempotencyKey`).
   */
  readonly headers?: z.ZodObject;
  /** The success status. */
  readonly status: SuccessStatus;
  /**
   * The status of an answer that repeats an earlier one with the same body: the same create sent
   * again (its Idempotency-Key) or an entry that is already there.
   */
  readonly repeatStatus?: SuccessStatus;
  /** The answer's JSON; null for an answer without a body. */
  readonly response: z.ZodType | null;
  /** The answer is a versioned object: it carries an ETag, and an update of it needs If-Match. */
  readonly versioned?: boolean;
}

/** Keeps the literal types of a call (its path, its schemas) for both sides to read. */
export function defineCall<const C extends ApiCall>(call: C): C {
  return call;
}

/** The path parameters a caller fills in. */
export type CallParams<C extends ApiCall> = C['params'] extends z.ZodObject
  ? { [K in keyof z.input<C['params']>]: PathValue<z.input<C['params']>[K]> }
  : never;

/** A path parameter read with coercion takes `unknown` as input; in a path it is text or a number. */
type PathValue<T> = unknown extends T ? string | number : T;

/**
 * The query a caller sends: the values the API will read once it has validated them (numbers,
 * booleans, lists), any of them left out for the API's default.
 */
export type CallQuery<C extends ApiCall> = C['query'] extends z.ZodObject
  ? { [K in keyof z.output<C['query']>]?: z.output<C['query']>[K] | null }
  : never;

export type CallBody<C extends ApiCall> = C['body'] extends z.ZodType ? z.input<C['body']> : never;

/** Whether a call takes a request header (its `headers` schema declares it). */
type TakesHeader<C extends ApiCall, H extends string> = C['headers'] extends z.ZodObject
  ? H extends keyof z.input<C['headers']>
    ? true
    : false
  : false;

/** The call changes a versioned object: it must say which version it was made on (If-Match). */
export type CallNeedsIfMatch<C extends ApiCall> = TakesHeader<C, typeof ifMatchHeader>;
/** The call is a create a retry of which creates nothing twice (Idempotency-Key). */
export type CallTakesIdempotencyKey<C extends ApiCall> = TakesHeader<C, typeof idempotencyKeyHeader>;

/** What a successful call answers. */
export type CallAnswer<C extends ApiCall> = C['response'] extends z.ZodType ? z.output<C['response']> : undefined;

/** What a call needs from its caller: exactly the parts it declares. */
export type CallInput<C extends ApiCall> = (C['params'] extends z.ZodObject
  ? { params: CallParams<C> }
  : { params?: never }) &
  (C['query'] extends z.ZodObject ? { query?: CallQuery<C> } : { query?: never }) &
  (C['body'] extends z.ZodType ? { body: CallBody<C> } : { body?: never });
