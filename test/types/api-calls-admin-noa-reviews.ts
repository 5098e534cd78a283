/**
 * Type-level tests of the staff's NOA review calls (shared/contracts/admin-noa-reviews.ts): each
 * `@ts-expect-error` below marks a mistake that `npm run typecheck` must refuse. Nothing here runs.
 */

import { createRouter } from '#functions/lib/http/api-app.ts';
import { routeOf } from '#functions/lib/http/contract-route.ts';
import { adminNoaReviewCalls } from '#shared/contracts/admin-noa-reviews.ts';
import { callApi } from '#web/lib/api-call.ts';

const document = { tags: ['Types'], summary: 'A type test', answer: 'An answer', errors: [400] as const };
const parts = [
  { firstPage: 1, lastPage: 1 },
  { firstPage: 2, lastPage: 2 },
];

export async function browserSide(): Promise<void> {
  // @ts-expect-error a split is made on the version shown (If-Match)
  await callApi(adminNoaReviewCalls.split, { params: { id: 1 }, body: { parts } });
  // @ts-expect-error a part is a run of pages, not a page count
  await callApi(adminNoaReviewCalls.split, { params: { id: 1 }, body: { parts: [2, 1] } }, { ifMatch: 3 });
  const split = await callApi(adminNoaReviewCalls.split, { params: { id: 1 }, body: { parts } }, { ifMatch: 3 });
  // @ts-expect-error the split answers the parts' ids as `partIds`
  split.parts;
  await callApi(
    adminNoaReviewCalls.resolveLorDesignation,
    // @ts-expect-error a designation only returns the document to the processing queue
    { params: { id: 1 }, body: { resolution: 'remove' } },
    { ifMatch: 3 },
  );
  // @ts-expect-error a report's days are YYYY-MM-DD strings
  await callApi(adminNoaReviewCalls.coachableReport, { query: { from: new Date() } });
  const report = await callApi(adminNoaReviewCalls.coachableReport, { query: {} });
  // @ts-expect-error each processor's findings are counted as `findings`
  report.processors[0]?.findingCount;
}

export function serverSide() {
  return createRouter().openapi(routeOf(adminNoaReviewCalls.conflictHistory, document), (c) =>
    // @ts-expect-error each row says how and when the conflict was resolved
    c.json({ items: [{ id: 1 }], page: 1, pageSize: 25, totalCount: 1, hasMore: false, from: '', to: '' }, 200),
  );
}
