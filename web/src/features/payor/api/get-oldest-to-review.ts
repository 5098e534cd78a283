import { queryOptions, useQuery } from '@tanstack/react-query';
import { payorInvoiceCalls } from '#shared/contracts/payor-invoices.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { callApi } from '#web/lib/api-call.ts';
import { payorDashboardKey } from './dashboard-key.ts';

/** The invoices the card names. */
export const oldestShown = 3;

/**
 * `GET payor/invoices`: the invoices waiting longest for the payor's review (Pending, uploaded
 * first), read from the payor's own index only as far as the few it names.
 */
export const oldestToReviewQueryOptions = () =>
  queryOptions({
    queryKey: [...payorDashboardKey, 'oldest-to-review'],
    queryFn: ({ signal }) =>
      callApi(
        payorInvoiceCalls.list,
        { query: { status: [InvoiceStatus.Pending], sortAsc: true, pageSize: oldestShown } },
        { signal },
      ),
    staleTime: 0,
  });

export function useOldestToReview() {
  return useQuery(oldestToReviewQueryOptions());
}
