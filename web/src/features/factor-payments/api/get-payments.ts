import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { factorPaymentCalls } from '#shared/contracts/factor-payments.ts';
import { callApi } from '#web/lib/api-call.ts';

export type FactorPaymentsCallQuery = CallQuery<typeof factorPaymentCalls.list>;

/** Every query of this feature starts with it. */
export const factorPaymentsKey = ['factor-payments'] as const;

export const factorPaymentsQueryOptions = (query: FactorPaymentsCallQuery) =>
  queryOptions({
    queryKey: [...factorPaymentsKey, 'list', query],
    queryFn: ({ signal }) => callApi(factorPaymentCalls.list, { query }, { signal }),
  });

/** The list keeps showing the previous page while the next one loads, so paging does not flash. */
export function useFactorPayments(query: FactorPaymentsCallQuery) {
  return useQuery({ ...factorPaymentsQueryOptions(query), placeholderData: keepPreviousData });
}
