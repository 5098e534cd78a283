import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { adminNoaReviewCalls } from '#shared/contracts/admin-noa-reviews.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

/** `GET admin/noa/action_conflicts/history`: conflicts resolved over days, newest first. */
export const conflictHistoryQueryOptions = (query: CallQuery<typeof adminNoaReviewCalls.conflictHistory>) =>
  queryOptions({
    queryKey: [...noaQueuesKey, 'conflict-history', query],
    queryFn: ({ signal }) => callApi(adminNoaReviewCalls.conflictHistory, { query }, { signal }),
  });

export function useConflictHistory(query: CallQuery<typeof adminNoaReviewCalls.conflictHistory>) {
  return useQuery({ ...conflictHistoryQueryOptions(query), placeholderData: keepPreviousData });
}
