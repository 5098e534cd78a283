import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payorLoadCalls } from '#shared/contracts/payor-loads.ts';
import { callApi } from '#web/lib/api-call.ts';
import type { PayorLoadsCallQuery } from '../lib/list-state.ts';

/** Every query of this feature starts with it, so an advance refreshes them all. */
export const payorLoadsKey = ['payor-loads'] as const;

export const payorLoadsQueryOptions = (query: PayorLoadsCallQuery) =>
  queryOptions({
    queryKey: [...payorLoadsKey, 'list', query],
    queryFn: ({ signal }) => callApi(payorLoadCalls.list, { query }, { signal }),
  });

/** The list keeps showing the previous page while the next one loads, so paging does not flash. */
export function usePayorLoads(query: PayorLoadsCallQuery, enabled = true) {
  return useQuery({ ...payorLoadsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
