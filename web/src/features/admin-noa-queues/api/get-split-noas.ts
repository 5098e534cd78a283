import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { adminNoaReviewCalls } from '#shared/contracts/admin-noa-reviews.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

/** `GET admin/noa/split_noas`: documents waiting to be split, the longest waiting first. */
export const splitNoasQueryOptions = (query: CallQuery<typeof adminNoaReviewCalls.splitNoas>) =>
  queryOptions({
    queryKey: [...noaQueuesKey, 'split-noas', query],
    queryFn: ({ signal }) => callApi(adminNoaReviewCalls.splitNoas, { query }, { signal }),
  });

export function useSplitNoas(query: CallQuery<typeof adminNoaReviewCalls.splitNoas>) {
  return useQuery({ ...splitNoasQueryOptions(query), placeholderData: keepPreviousData });
}
