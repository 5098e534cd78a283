import type * as z from 'zod';
import type { RouteAccess } from '../permissions/route-access.ts';
import type { apiRoots } from './paths.ts';

export type ApiName = keyof typeof apiRoots;
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

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
  /** The success status. */
  readonly status: 200 | 201 | 204;
  /** The answer's JSON; null for an answer without a body. */
  readonly response: z.ZodType | null;
  /**
   * The answer is a versioned object: it carries an ETag, and an update of it needs If-Match. A
   * versioned call other than a GET is such an update: its route takes the `If-Match` header.
   */
  readonly versioned?: boolean;
}

/** Keeps the literal types of a call (its path, its schemas) for both sides to read. */
export function defineCall<const C extends ApiCall>(call: C): C {
  return call;
}

/** The path parameters a caller fills in. */
export type CallParams<C extends ApiCall> = C['params'] extends z.ZodObject ? z.input<C['params']> : never;

/**
 * The query a caller sends: the values the API will read once it has validated them (numbers,
 * booleans, lists), any of them left out for the API's default.
 */
export type CallQuery<C extends ApiCall> = C['query'] extends z.ZodObject
  ? { [K in keyof z.output<C['query']>]?: z.output<C['query']>[K] | null }
  : never;

export type CallBody<C extends ApiCall> = C['body'] extends z.ZodType ? z.input<C['body']> : never;

/** What a successful call answers. */
export type CallAnswer<C extends ApiCall> = C['response'] extends z.ZodType ? z.output<C['response']> : undefined;

/** What a call needs from its caller: exactly the parts it declares. */
export type CallInput<C extends ApiCall> = (C['params'] extends z.ZodObject
  ? { params: CallParams<C> }
  : { params?: never }) &
  (C['query'] extends z.ZodObject ? { query?: CallQuery<C> } : { query?: never }) &
  (C['body'] extends z.ZodType ? { body: CallBody<C> } : { body?: never });
