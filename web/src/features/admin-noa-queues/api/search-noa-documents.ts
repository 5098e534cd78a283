import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { adminNoaQueueCalls } from '#shared/contracts/admin-noa-queues.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

export type NoaSearchCallQuery = CallQuery<typeof adminNoaQueueCalls.search>;

/** `GET admin/noa/search`: documents by number, carrier, factor or status. */
export const noaSearchQueryOptions = (query: NoaSearchCallQuery) =>
  queryOptions({
    queryKey: [...noaQueuesKey, 'search', query],
    queryFn: ({ signal }) => callApi(adminNoaQueueCalls.search, { query }, { signal }),
  });

export function useNoaSearch(query: NoaSearchCallQuery) {
  return useQuery({ ...noaSearchQueryOptions(query), placeholderData: keepPreviousData });
}
