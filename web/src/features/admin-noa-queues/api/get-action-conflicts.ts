import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { adminNoaQueueCalls } from '#shared/contracts/admin-noa-queues.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

/** `GET admin/noa/action_conflicts`: documents in conflict, the longest waiting first. */
export const actionConflictsQueryOptions = (query: CallQuery<typeof adminNoaQueueCalls.actionConflicts>) =>
  queryOptions({
    queryKey: [...noaQueuesKey, 'action-conflicts', query],
    queryFn: ({ signal }) => callApi(adminNoaQueueCalls.actionConflicts, { query }, { signal }),
  });

export function useActionConflicts(query: CallQuery<typeof adminNoaQueueCalls.actionConflicts>) {
  return useQuery({ ...actionConflictsQueryOptions(query), placeholderData: keepPreviousData });
}
