import { corePaths } from '#shared/api/paths.ts';
import { accessGranted } from '#shared/permissions/route-access.ts';
import type { Caller } from '../support/callers.ts';
import { type Findings, inspect } from '../support/findings.ts';
import { variantsOf } from '../support/malformed.ts';
import { fillParams, isMutation, type Operation, wellFormedHeaders } from '../support/operations.ts';

export type MalformedOptions = {
  /** Variants tried per route: a bounded sample in `npm test`, all of them with `--full`. */
  perRoute: number | 'all';
  /** With `--full`: rounds over every route until at least this many requests were sent. */
  minimumRequests?: number;
};

/** Routes whose success would end the caller's session or change every later answer. */
const skipped = new Set([`POST ${corePaths.logout}`]);

/** A deterministic shuffle (the same sample every run, so a finding reproduces). */
function sample<T>(items: readonly T[], count: number, seed: number): T[] {
  const shuffled = [...items];
  let state = seed;
  for (let i = shuffled.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
  }
  return shuffled.slice(0, count);
}

/**
 * Every route with a body, a query or path parameters, as a caller it grants (so the request gets
 * past the session to the parsing and validation), with malformed variants: wrong types, nulls,
 * missing fields, megabyte strings, deep nesting, arrays for objects, huge and negative numbers,
 * control characters, `__proto__` keys, bad dates, invalid JSON, wrong content types. No answer may
 * be a 5xx or carry a stack or a source path.
 */
export async function malformedInput(
  findings: Findings,
  operations: Operation[],
  callers: Caller[],
  options: MalformedOptions,
): Promise<void> {
  const targets = operations
    .filter((operation) => !skipped.has(`${operation.method} ${operation.path}`))
    .map((operation) => ({ operation, variants: variantsOf(operation) }))
    .filter(({ variants }) => variants.length > 0);
  let sent = 0;
  for (let round = 0; ; round++) {
    for (const { operation, variants } of targets) {
      findings.routes.add(operation.name);
      const access = operation.access;
      // Each round as another caller the route grants: other companies, other roles, other data.
      const granted = callers.filter((candidate) => access && accessGranted(access, candidate.as));
      const caller = granted[round % Math.max(granted.length, 1)] ?? callers.at(-1);
      if (!caller) continue;
      const chosen =
        options.perRoute === 'all' ? variants : sample(variants, options.perRoute, operation.name.length + round);
      for (const variant of chosen) {
        const path = variant.pathParam
          ? fillParams(
              operation,
              Object.fromEntries(operation.pathParams.map((p) => [p.name, '__PARAM__'])),
            ).replaceAll('__PARAM__', variant.pathParam)
          : fillParams(operation);
        const query = variant.query ? `?${variant.query}` : '';
        const headers: Record<string, string> = { ...wellFormedHeaders(operation), ...variant.headers };
        const contentType = variant.contentType === undefined ? 'application/json' : variant.contentType;
        if (variant.body !== undefined && contentType !== null) headers['content-type'] = contentType;
        const response = await caller.client.send(operation.api, {
          method: operation.method,
          path: `${path}${query}`,
          headers,
          ...(variant.body !== undefined && isMutation(operation) ? { body: variant.body } : {}),
        });
        sent++;
        await inspect(findings, `${operation.name} with ${variant.label} as ${caller.who}`, response);
      }
    }
    if (!options.minimumRequests || sent >= options.minimumRequests) break;
  }
}
