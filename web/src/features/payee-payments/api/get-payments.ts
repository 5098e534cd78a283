import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payeePaymentCalls } from '#shared/contracts/payee-payments.ts';
import { callApi } from '#web/lib/api-call.ts';
import type { PaymentsCallQuery } from '../lib/list-search.ts';

export const paymentsQueryOptions = (query: PaymentsCallQuery) =>
  queryOptions({
    queryKey: ['payee-payments', 'list', query],
    queryFn: ({ signal }) => callApi(payeePaymentCalls.list, { query }, { signal }),
  });

/** The list keeps showing the previous page while the next one loads, so paging does not flash. */
export function usePayments(query: PaymentsCallQuery, enabled = true) {
  return useQuery({ ...paymentsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
