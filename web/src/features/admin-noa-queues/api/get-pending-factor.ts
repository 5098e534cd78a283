import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNoaQueueCalls } from '#shared/contracts/admin-noa-queues.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

/** `GET admin/noa/pending_factors/{id}`: one waiting document with its steps. */
export const pendingFactorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...noaQueuesKey, 'pending-factor', id],
    queryFn: ({ signal }) => callApi(adminNoaQueueCalls.pendingFactor, { params: { id } }, { signal }),
  });

export function usePendingFactor(id: string) {
  return useQuery(pendingFactorQueryOptions(id));
}
