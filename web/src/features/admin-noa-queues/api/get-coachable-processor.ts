import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { adminNoaReviewCalls } from '#shared/contracts/admin-noa-reviews.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

type Query = CallQuery<typeof adminNoaReviewCalls.coachableProcessor>;

/** `GET admin/noa/coachable_report/{id}`: one processor's findings over days, newest first. */
export const coachableProcessorQueryOptions = (id: string, query: Query) =>
  queryOptions({
    queryKey: [...noaQueuesKey, 'coachable-processor', id, query],
    queryFn: ({ signal }) => callApi(adminNoaReviewCalls.coachableProcessor, { params: { id }, query }, { signal }),
  });

export function useCoachableProcessor(id: string, query: Query) {
  return useQuery(coachableProcessorQueryOptions(id, query));
}
