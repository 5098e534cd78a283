import { queryOptions, useQuery } from '@tanstack/react-query';
import { payorInvoiceCalls } from '#shared/contracts/payor-invoices.ts';
import { callApi } from '#web/lib/api-call.ts';
import { payorDashboardKey } from './dashboard-key.ts';

/** `GET payor/invoices/totals`: to review, approved and unpaid, held, per currency. */
export const invoiceTotalsQueryOptions = () =>
  queryOptions({
    queryKey: [...payorDashboardKey, 'invoice-totals'],
    queryFn: ({ signal }) => callApi(payorInvoiceCalls.totals, { query: {} }, { signal }),
    staleTime: 0,
  });

export function useInvoiceTotals() {
  return useQuery(invoiceTotalsQueryOptions());
}
