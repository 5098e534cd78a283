/**
 * Type-level tests of the export job calls (shared/contracts/export-jobs.ts): each
 * `@ts-expect-error` below marks a mistake that `npm run typecheck` must refuse. Nothing here runs.
 */

import { createRouter } from '#functions/lib/http/api-app.ts';
import { routeOf } from '#functions/lib/http/contract-route.ts';
import { exportJobCalls } from '#shared/contracts/export-jobs.ts';
import { callApi } from '#web/lib/api-call.ts';

const document = { tags: ['Types'], summary: 'A type test', answer: 'An answer', errors: [400] as const };

export async function browserSide(): Promise<void> {
  // @ts-expect-error a job names the file it makes by its path and a name to show
  await callApi(exportJobCalls.create, { body: { query: {} } });
  // @ts-expect-error query values travel as text, as in a URL
  await callApi(exportJobCalls.create, { body: { path: '/api/v1/core/x', query: { year: 2024 }, fileName: 'x' } });
  // @ts-expect-error a job is read by its id
  await callApi(exportJobCalls.get, {});
  // @ts-expect-error the list takes no query: it is the user's recent jobs
  await callApi(exportJobCalls.list, { query: { page: 2 } });
  // @ts-expect-error only a create takes an Idempotency-Key
  await callApi(exportJobCalls.retry, { params: { id: 'abcdefgh' } }, { idempotencyKey: 'key-12345' });

  const { job } = await callApi(exportJobCalls.get, { params: { id: 'abcdefgh' } });
  // @ts-expect-error progress is the rows read, no percentage: the total is not known while the file is made
  job.percent;
}

export function serverSide() {
  return createRouter().openapi(routeOf(exportJobCalls.get, document), (c) =>
    // @ts-expect-error the answer wraps the job
    c.json({ id: 'x', state: 'ready' }, 200),
  );
}
