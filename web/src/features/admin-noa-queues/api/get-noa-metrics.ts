import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNoaQueueCalls } from '#shared/contracts/admin-noa-queues.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

/** `GET admin/noa/metrics`: queue sizes and ages, and documents per hour per processor on a day. */
export const noaMetricsQueryOptions = (date: string | undefined) =>
  queryOptions({
    queryKey: [...noaQueuesKey, 'metrics', date ?? 'today'],
    queryFn: ({ signal }) => callApi(adminNoaQueueCalls.metrics, { query: date ? { date } : {} }, { signal }),
  });

export function useNoaMetrics(date: string | undefined) {
  return useQuery(noaMetricsQueryOptions(date));
}
