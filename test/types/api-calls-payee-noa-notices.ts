/**
 * Type-level tests of the carrier's notices of assignment (shared/contracts/payee-noa-notices.ts):
 * each `@ts-expect-error` marks a mistake that `npm run typecheck` must refuse. Nothing here runs.
 */

import { createRouter } from '#functions/lib/http/api-app.ts';
import { routeOf } from '#functions/lib/http/contract-route.ts';
import type { CallAnswer } from '#shared/api/contract.ts';
import { payeeNoaNoticeCalls } from '#shared/contracts/payee-noa-notices.ts';
import { callApi } from '#web/lib/api-call.ts';

declare const notice: CallAnswer<typeof payeeNoaNoticeCalls.details>;

const document = { tags: ['Types'], summary: 'A type test', answer: 'An answer', errors: [400] as const };

export async function browserSide(): Promise<void> {
  await callApi(payeeNoaNoticeCalls.dispute, { params: { id: 1 }, body: { reason: 'Not ours' } }, { ifMatch: 3 });
  // @ts-expect-error a dispute is made on the notice's version: it needs `ifMatch`
  await callApi(payeeNoaNoticeCalls.dispute, { params: { id: 1 }, body: { reason: 'Not ours' } });
  // @ts-expect-error a dispute says why as `reason`
  await callApi(payeeNoaNoticeCalls.dispute, { params: { id: 1 }, body: { note: 'Not ours' } }, { ifMatch: 3 });
  // @ts-expect-error a dispute names the notice
  await callApi(payeeNoaNoticeCalls.dispute, { body: { reason: 'Not ours' } }, { ifMatch: 3 });
  // @ts-expect-error the notices list takes no query
  await callApi(payeeNoaNoticeCalls.list, { query: { page: 2 } });
  const { items } = await callApi(payeeNoaNoticeCalls.list, {});
  // @ts-expect-error a notice says where it stands as `state`, in words the page translates
  items[0]?.statusId;
  // @ts-expect-error the payors it covers are named, not counted
  items[0]?.payorCount;
}

export function serverSide() {
  return createRouter()
    .openapi(routeOf(payeeNoaNoticeCalls.details, document), (c) =>
      // @ts-expect-error the notice's handler answers the notice, not the list
      c.json({ items: [notice] }, 200),
    )
    .openapi(routeOf(payeeNoaNoticeCalls.dispute, document), (c) => {
      // The dispute of a versioned notice takes If-Match.
      c.req.valid('header')['if-match'];
      // @ts-expect-error the body of a dispute is `{ reason }`
      const { text } = c.req.valid('json');
      return c.json(text, 200);
    });
}
