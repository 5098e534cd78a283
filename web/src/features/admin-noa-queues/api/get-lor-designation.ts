import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNoaReviewCalls } from '#shared/contracts/admin-noa-reviews.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

/** `GET admin/noa/pending_lor_designation/{id}`: the document with its steps. */
export const lorDesignationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...noaQueuesKey, 'lor-designation', id],
    queryFn: ({ signal }) => callApi(adminNoaReviewCalls.pendingLorDesignation, { params: { id } }, { signal }),
  });

export function useLorDesignation(id: string) {
  return useQuery(lorDesignationQueryOptions(id));
}
