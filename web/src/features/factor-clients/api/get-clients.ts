import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { factorClientCalls } from '#shared/contracts/factor-clients.ts';
import { callApi } from '#web/lib/api-call.ts';
import type { FactorClientsCallQuery } from '../lib/list-state.ts';

/** Every query of this feature starts with it. */
export const factorClientsKey = ['factor-clients'] as const;

export const factorClientsQueryOptions = (query: FactorClientsCallQuery) =>
  queryOptions({
    queryKey: [...factorClientsKey, 'list', query],
    queryFn: ({ signal }) => callApi(factorClientCalls.list, { query }, { signal }),
  });

/** The list keeps showing the previous page while the next one loads, so a search does not flash. */
export function useFactorClients(query: FactorClientsCallQuery, enabled = true) {
  return useQuery({ ...factorClientsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
