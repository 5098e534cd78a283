/**
 * Type-level tests of the factor's load calls (shared/contracts/factor-loads.ts): each
 * `@ts-expect-error` below marks a mistake that `npm run typecheck` must refuse. Nothing here runs.
 */

import { createRouter } from '#functions/lib/http/api-app.ts';
import { routeOf } from '#functions/lib/http/contract-route.ts';
import { factorLoadCalls } from '#shared/contracts/factor-loads.ts';
import { callApi } from '#web/lib/api-call.ts';

const document = { tags: ['Types'], summary: 'A type test', answer: 'An answer', errors: [400] as const };

export async function browserSide(): Promise<void> {
  // @ts-expect-error a load is read by its id
  await callApi(factorLoadCalls.details, {});
  // @ts-expect-error the list sorts by its own columns only
  await callApi(factorLoadCalls.list, { query: { sortField: 'rateCents' } });
  // @ts-expect-error dates filter on the pickup or the delivery date only
  await callApi(factorLoadCalls.list, { query: { dateField: 'paid' } });
  await callApi(factorLoadCalls.list, {
    query: { dateField: 'delivery', startDate: '2026-01-01', datePreset: undefined },
  });
  // @ts-expect-error the calls are read only: no body
  await callApi(factorLoadCalls.list, { body: { q: 'AL' } });

  const load = await callApi(factorLoadCalls.details, { params: { id: 1 } });
  // @ts-expect-error the payor's advance is not the factor's to read
  load.advance;
  // @ts-expect-error each invoice carries the factor's own status word, never a number
  const status: number = load.invoices[0]?.status ?? 0;
  return void status;
}

export function serverSide() {
  return createRouter().openapi(routeOf(factorLoadCalls.list, document), (c) =>
    // @ts-expect-error the list wraps its loads in items
    c.json([], 200),
  );
}
