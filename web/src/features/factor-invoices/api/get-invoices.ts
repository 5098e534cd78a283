import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { factorInvoiceCalls } from '#shared/contracts/factor-invoices.ts';
import { callApi } from '#web/lib/api-call.ts';
import type { FactorInvoicesCallQuery } from '../lib/list-state.ts';

/** Every query of this feature starts with it. */
export const factorInvoicesKey = ['factor-invoices'] as const;

export const factorInvoicesQueryOptions = (query: FactorInvoicesCallQuery) =>
  queryOptions({
    queryKey: [...factorInvoicesKey, 'list', query],
    queryFn: ({ signal }) => callApi(factorInvoiceCalls.list, { query }, { signal }),
  });

/** The list keeps showing the previous page while the next one loads, so paging does not flash. */
export function useFactorInvoices(query: FactorInvoicesCallQuery, enabled = true) {
  return useQuery({ ...factorInvoicesQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
