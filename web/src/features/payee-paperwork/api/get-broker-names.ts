import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payeePayorCalls } from '#shared/contracts/payee-payors.ts';
import { PayorSortField } from '#shared/schemas/payee-payors.ts';
import { callApi } from '#web/lib/api-call.ts';

/**
 * `GET payee/payors/name?isInPaymentsNetwork=true&q=…`: the carrier's claimed payors whose name
 * matches, for the broker typeahead (a bill can only be for a payor the carrier is connected to).
 */
export const brokerNamesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['payee-paperwork', 'brokers', search.trim().toLowerCase()],
    queryFn: ({ signal }) =>
      callApi(
        payeePayorCalls.names,
        {
          query: {
            isInPaymentsNetwork: true,
            q: search.trim() || undefined,
            sortField: PayorSortField.Name,
            sortAsc: true,
          },
        },
        { signal },
      ),
  });

/** The previous matches stay listed while the next search runs. */
export function useBrokerNames(search: string, enabled = true) {
  return useQuery({ ...brokerNamesQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
