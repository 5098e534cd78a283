import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { PayorNamesList } from '#shared/schemas/payee-payors.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * `GET payee/payors/name?isInPaymentsNetwork=true&q=…`: the carrier's claimed payors whose name
 * matches, for the broker typeahead (a bill can only be for a payor the carrier is connected to).
 */
export function getBrokerNames(search: string, signal?: AbortSignal): Promise<PayorNamesList> {
  return apiRequest<PayorNamesList>('core', corePaths.payeePayorsByName, {
    query: { isInPaymentsNetwork: true, q: search.trim() || undefined, sortField: 'name', sortAsc: true },
    signal,
  });
}

export const brokerNamesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['payee-paperwork', 'brokers', search.trim().toLowerCase()],
    queryFn: ({ signal }) => getBrokerNames(search, signal),
  });

/** The previous matches stay listed while the next search runs. */
export function useBrokerNames(search: string, enabled = true) {
  return useQuery({ ...brokerNamesQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
