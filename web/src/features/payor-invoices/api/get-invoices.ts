import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payorInvoiceCalls } from '#shared/contracts/payor-invoices.ts';
import { callApi } from '#web/lib/api-call.ts';
import type { PayorInvoicesCallQuery } from '../lib/list-state.ts';

/** Every query of this feature starts with it, so a review refreshes them all. */
export const payorInvoicesKey = ['payor-invoices'] as const;

export const payorInvoicesQueryOptions = (query: PayorInvoicesCallQuery) =>
  queryOptions({
    queryKey: [...payorInvoicesKey, 'list', query],
    queryFn: ({ signal }) => callApi(payorInvoiceCalls.list, { query }, { signal }),
  });

/** The list keeps showing the previous page while the next one loads, so paging does not flash. */
export function usePayorInvoices(query: PayorInvoicesCallQuery, enabled = true) {
  return useQuery({ ...payorInvoicesQueryOptions(query), placeholderData: keepPreviousData, enabled });
}

/** What waits on the payor (to review, approved, held), whatever the list's filters. */
export function usePayorInvoiceTotals() {
  return useQuery({
    queryKey: [...payorInvoicesKey, 'totals'],
    queryFn: ({ signal }) => callApi(payorInvoiceCalls.totals, { query: {} }, { signal }),
  });
}
