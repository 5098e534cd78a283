import { createRoute } from '@hono/zod-openapi';
import type * as z from 'zod';
import type { ApiCall } from '#shared/api/contract.ts';
import type { RouteAccess } from '#shared/permissions/route-access.ts';
import { type ErrorStatus, errorResponses, jsonBody, jsonResponse, versionedJsonResponse } from './openapi.ts';

/** What the document says of a route beyond its call: where it is listed and what it does. */
export type RouteDocument<S extends ErrorStatus> = {
  tags: string[];
  summary: string;
  description?: string;
  /** What the success answer is, in a few words. */
  answer: string;
  /** What the answer of a repeated call is (the call's `repeatStatus`), when it has one. */
  repeatAnswer?: string;
  /** The error statuses the route gives (createRouter adds 415 and 503 where they apply). */
  errors: readonly S[];
};

type Nothing = Record<never, never>;

type RequestOf<C extends ApiCall> = (C['params'] extends z.ZodObject ? { params: C['params'] } : Nothing) &
  (C['query'] extends z.ZodObject ? { query: C['query'] } : Nothing) &
  (C['headers'] extends z.ZodObject ? { headers: C['headers'] } : Nothing) &
  (C['body'] extends z.ZodType ? { body: ReturnType<typeof jsonBody<C['body']>> } : Nothing);

type SuccessOf<C extends ApiCall> = C['response'] extends z.ZodType
  ? C['versioned'] extends true
    ? ReturnType<typeof versionedJsonResponse<C['response']>>
    : ReturnType<typeof jsonResponse<C['response']>>
  : { description: string };

/** The success statuses of a call: its status, and the status of a repeated call when it has one. */
type StatusesOf<C extends ApiCall> = C['status'] | (C['repeatStatus'] extends number ? C['repeatStatus'] : never);

/** The route config of a call, with the literal types Hono's validators and `c.json` are checked by. */
export type ContractRoute<C extends ApiCall, S extends ErrorStatus> = {
  method: C['method'];
  path: C['path'];
  tags: string[];
  summary: string;
  description?: string;
  access: RouteAccess;
  request: RequestOf<C>;
  responses: { [K in StatusesOf<C>]: SuccessOf<C> } & ReturnType<typeof errorResponses<S>>;
};

function successOf(call: ApiCall, answer: string) {
  if (!call.response) return { description: answer };
  return call.versioned ? versionedJsonResponse(call.response, answer) : jsonResponse(call.response, answer);
}

/**
 * The Hono route of a shared call (shared/contracts): method, path, access and schemas come from
 * the call, so the route cannot drift from what the browser sends and reads; the handler's
 * `c.req.valid(...)` and `c.json(answer, status)` are typed by the same schemas.
 */
export function routeOf<const C extends ApiCall, const S extends ErrorStatus>(call: C, document: RouteDocument<S>) {
  const request = {
    ...(call.params && { params: call.params }),
    ...(call.query && { query: call.query }),
    ...(call.headers && { headers: call.headers }),
    ...(call.body && { body: jsonBody(call.body) }),
  };
  const config = {
    method: call.method,
    path: call.path,
    tags: document.tags,
    summary: document.summary,
    ...(document.description && { description: document.description }),
    access: call.access,
    request,
    responses: {
      [call.status]: successOf(call, document.answer),
      ...(call.repeatStatus && { [call.repeatStatus]: successOf(call, document.repeatAnswer ?? document.answer) }),
      ...errorResponses(...document.errors),
    },
  };
  return createRoute(config as unknown as ContractRoute<C, S>);
}
