import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNoaQueueCalls } from '#shared/contracts/admin-noa-queues.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

/** `GET admin/noa/pending_factors`: documents waiting for a new factor, grouped by its name. */
export const pendingFactorsQueryOptions = () =>
  queryOptions({
    queryKey: [...noaQueuesKey, 'pending-factors'],
    queryFn: ({ signal }) => callApi(adminNoaQueueCalls.pendingFactors, {}, { signal }),
  });

export function usePendingFactors() {
  return useQuery(pendingFactorsQueryOptions());
}
