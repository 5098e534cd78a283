import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { payorPaymentCalls } from '#shared/contracts/payor-payments.ts';
import { callApi } from '#web/lib/api-call.ts';

export type PayorPaymentsCallQuery = CallQuery<typeof payorPaymentCalls.list>;

export const payorPaymentsQueryOptions = (query: PayorPaymentsCallQuery) =>
  queryOptions({
    queryKey: ['payor-payments', 'list', query],
    queryFn: ({ signal }) => callApi(payorPaymentCalls.list, { query }, { signal }),
  });

/** The list keeps showing the previous page while the next one loads, so paging does not flash. */
export function usePayorPayments(query: PayorPaymentsCallQuery, enabled = true) {
  return useQuery({ ...payorPaymentsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
