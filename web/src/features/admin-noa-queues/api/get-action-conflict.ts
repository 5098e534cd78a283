import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNoaQueueCalls } from '#shared/contracts/admin-noa-queues.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

/** `GET admin/noa/action_conflicts/{id}`: the document with its steps. */
export const actionConflictQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...noaQueuesKey, 'action-conflict', id],
    queryFn: ({ signal }) => callApi(adminNoaQueueCalls.actionConflict, { params: { id } }, { signal }),
  });

export function useActionConflict(id: string) {
  return useQuery(actionConflictQueryOptions(id));
}
