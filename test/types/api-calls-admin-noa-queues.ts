/**
 * Type-level tests of the staff's NOA queue calls (shared/contracts/admin-noa-queues.ts): each
 * `@ts-expect-error` below marks a mistake that `npm run typecheck` must refuse. Nothing here runs.
 */

import { createRouter } from '#functions/lib/http/api-app.ts';
import { routeOf } from '#functions/lib/http/contract-route.ts';
import { adminNoaQueueCalls } from '#shared/contracts/admin-noa-queues.ts';
import { callApi } from '#web/lib/api-call.ts';

const document = { tags: ['Types'], summary: 'A type test', answer: 'An answer', errors: [400] as const };

export async function browserSide(): Promise<void> {
  // @ts-expect-error resolving a conflict is made on the version shown (If-Match)
  await callApi(adminNoaQueueCalls.resolveActionConflict, { params: { id: 1 }, body: { resolution: 'returnToQueue' } });
  await callApi(
    adminNoaQueueCalls.resolveActionConflict,
    // @ts-expect-error a removal names its reason code
    { params: { id: 1 }, body: { resolution: 'remove' } },
    { ifMatch: 3 },
  );
  await callApi(
    adminNoaQueueCalls.resolveActionConflict,
    // @ts-expect-error a resolution is back to the queue or a removal, nothing else
    { params: { id: 1 }, body: { resolution: 'defer' } },
    { ifMatch: 3 },
  );
  // @ts-expect-error a bulk removal sends each document with the version it was listed at
  await callApi(adminNoaQueueCalls.bulkRemove, { body: { documents: [1, 2], reasonCode: 10 } });
  // @ts-expect-error the search's status is a document status code
  await callApi(adminNoaQueueCalls.search, { query: { status: 3 } });

  const metrics = await callApi(adminNoaQueueCalls.metrics, { query: {} });
  // @ts-expect-error the processors' rate is `perHour`
  metrics.processors[0]?.documentsPerHour;
  const removal = await callApi(adminNoaQueueCalls.bulkRemove, {
    body: { documents: [{ id: 1, version: 2 }], reasonCode: 10 },
  });
  // @ts-expect-error one result per document, each an outcome word
  removal.results[0]?.outcome === 'deleted';
}

export function serverSide() {
  return createRouter().openapi(routeOf(adminNoaQueueCalls.missingLor, document), (c) =>
    // @ts-expect-error each waiting NOA names the factor of record that must send the LOR
    c.json({ items: [{ id: 1 }], page: 1, pageSize: 25, totalCount: 1, hasMore: false }, 200),
  );
}
