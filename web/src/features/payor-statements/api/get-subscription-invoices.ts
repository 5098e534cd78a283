import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payorStatementCalls } from '#shared/contracts/payor-statements.ts';
import { callApi } from '#web/lib/api-call.ts';

type Paging = { page: number; pageSize: number };

export const subscriptionInvoicesQueryOptions = (id: string, query: Paging) =>
  queryOptions({
    queryKey: ['payor-statements', 'subscription-invoices', id, query],
    queryFn: ({ signal }) => callApi(payorStatementCalls.subscriptionInvoices, { params: { id }, query }, { signal }),
  });

/** One page of the statement's GOTP invoices (the subscription's). */
export function useSubscriptionInvoices(id: string, query: Paging, enabled: boolean) {
  return useQuery({ ...subscriptionInvoicesQueryOptions(id, query), placeholderData: keepPreviousData, enabled });
}
