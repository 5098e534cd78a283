import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payorStatementCalls } from '#shared/contracts/payor-statements.ts';
import { callApi } from '#web/lib/api-call.ts';

type Paging = { page: number; pageSize: number };

export const revenueShareInvoicesQueryOptions = (id: string, query: Paging) =>
  queryOptions({
    queryKey: ['payor-statements', 'revenue-share-invoices', id, query],
    queryFn: ({ signal }) => callApi(payorStatementCalls.revenueShareInvoices, { params: { id }, query }, { signal }),
  });

/** One page of the statement's QuickPay invoices (the revenue share's). */
export function useRevenueShareInvoices(id: string, query: Paging, enabled: boolean) {
  return useQuery({ ...revenueShareInvoicesQueryOptions(id, query), placeholderData: keepPreviousData, enabled });
}
