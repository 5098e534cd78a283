import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './api-app.ts';
import { readSessionCookie } from './session-cookie.ts';

/**
 * A GET route's read started alongside the session read instead of after it: one DynamoDB round
 * trip less on the busiest lists. The session cookie names the company the session is in; that is
 * a hint the browser could forge, so the result is handed to the handler only after requireSession
 * has authenticated the caller, and only when the session really is in that company. Otherwise it
 * is dropped unread and the handler reads again; a request refused by the session, area or role
 * checks never sees it.
 */
export type EarlyRead<Query, Result> = {
  /** Registered on the route's path ahead of the area's session guard (createAreaRouter). */
  readonly path: string;
  readonly start: MiddlewareHandler<AppEnv>;
  /** The result for the authenticated company: the early read when it was for that company. */
  resultFor(c: Context<AppEnv>, companyId: number, query: Query): Promise<Result>;
};

export type StartedRead = { path: string; companyId: number; result: Promise<unknown> };

/** The query object Hono's validator hands the route's schema (a repeated key becomes an array). */
function queryObjectOf(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? (values[0] as string) : values]),
  );
}

export function earlyRead<Schema extends z.ZodType, Result>(
  path: string,
  querySchema: Schema,
  read: (companyId: number, query: z.output<Schema>) => Promise<Result>,
): EarlyRead<z.output<Schema>, Result> {
  return {
    path,
    start: async (c, next) => {
      const companyId = c.req.method === 'GET' ? readSessionCookie(c)?.companyId : undefined;
      const query = companyId === undefined ? undefined : querySchema.safeParse(queryObjectOf(c));
      if (companyId !== undefined && query?.success) {
        const result = read(companyId, query.data);
        // A dropped read must not surface as an unhandled rejection; a kept one rejects in the handler.
        result.catch(() => undefined);
        c.set('earlyRead', { path, companyId, result });
      }
      await next();
    },
    resultFor: (c, companyId, query) => {
      const started = c.get('earlyRead');
      return started?.path === path && started.companyId === companyId
        ? (started.result as Promise<Result>)
        : read(companyId, query);
    },
  };
}
