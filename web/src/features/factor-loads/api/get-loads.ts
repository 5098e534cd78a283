import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { factorLoadCalls } from '#shared/contracts/factor-loads.ts';
import { callApi } from '#web/lib/api-call.ts';
import type { FactorLoadsCallQuery } from '../lib/list-state.ts';

/** Every query of this feature starts with it. */
export const factorLoadsKey = ['factor-loads'] as const;

export const factorLoadsQueryOptions = (query: FactorLoadsCallQuery) =>
  queryOptions({
    queryKey: [...factorLoadsKey, 'list', query],
    queryFn: ({ signal }) => callApi(factorLoadCalls.list, { query }, { signal }),
  });

/** The list keeps showing the previous page while the next one loads, so paging does not flash. */
export function useFactorLoads(query: FactorLoadsCallQuery, enabled = true) {
  return useQuery({ ...factorLoadsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
