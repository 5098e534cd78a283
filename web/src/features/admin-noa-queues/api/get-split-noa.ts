import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNoaReviewCalls } from '#shared/contracts/admin-noa-reviews.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

/** `GET admin/noa/split_noas/{id}`: the document to split, with its page count and steps. */
export const splitNoaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...noaQueuesKey, 'split-noa', id],
    queryFn: ({ signal }) => callApi(adminNoaReviewCalls.splitNoa, { params: { id } }, { signal }),
  });

export function useSplitNoa(id: string) {
  return useQuery(splitNoaQueryOptions(id));
}
