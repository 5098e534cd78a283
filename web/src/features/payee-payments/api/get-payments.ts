import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { PaymentsPage } from '#shared/schemas/payee-payments.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Query } from '../../../lib/query-string.ts';

/** `GET payee/payments`: one page of the payee's payments and the totals of all that match. */
export function getPayments(query: Query, signal?: AbortSignal): Promise<PaymentsPage> {
  return apiRequest<PaymentsPage>('core', corePaths.payeePayments, { query, signal });
}

export const paymentsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: ['payee-payments', 'list', query],
    queryFn: ({ signal }) => getPayments(query, signal),
  });

/** The list keeps showing the previous page while the next one loads, so paging does not flash. */
export function usePayments(query: Query, enabled = true) {
  return useQuery({ ...paymentsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
