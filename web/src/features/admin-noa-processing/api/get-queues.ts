import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNoaProcessingCalls } from '#shared/contracts/admin-noa-processing.ts';
import { callApi } from '#web/lib/api-call.ts';

/** Every query of NOA processing: a step invalidates them all (queues, documents, histories). */
export const noaProcessingKey = ['admin', 'noa'] as const;

/** `GET admin/noa/queues`: how many documents wait in each queue, and since when. */
export const noaQueuesQueryOptions = () =>
  queryOptions({
    queryKey: [...noaProcessingKey, 'queues'],
    queryFn: ({ signal }) => callApi(adminNoaProcessingCalls.queues, {}, { signal }),
  });

export function useNoaQueues() {
  return useQuery(noaQueuesQueryOptions());
}
