import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payorRelationshipCalls } from '#shared/contracts/payor-relationships.ts';
import { callApi } from '#web/lib/api-call.ts';
import type { CarriersCallQuery } from '../lib/list-search.ts';

export const carriersQueryOptions = (query: CarriersCallQuery) =>
  queryOptions({
    queryKey: ['payor-relationships', 'list', query],
    queryFn: ({ signal }) => callApi(payorRelationshipCalls.list, { query }, { signal }),
  });

/** The list keeps showing the previous page while the next one loads, so paging does not flash. */
export function useCarriers(query: CarriersCallQuery) {
  return useQuery({ ...carriersQueryOptions(query), placeholderData: keepPreviousData });
}
