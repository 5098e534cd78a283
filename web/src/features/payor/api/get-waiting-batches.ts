import { queryOptions, useQuery } from '@tanstack/react-query';
import { payorInvoiceUploadCalls } from '#shared/contracts/payor-invoice-uploads.ts';
import { callApi } from '#web/lib/api-call.ts';
import { payorDashboardKey } from './dashboard-key.ts';

/**
 * `GET payor/report/invoice_batch_review`: the batches waiting for release, counted, with all
 * their invoices per currency (the page itself is not shown, so it is one batch long).
 */
export const waitingBatchesQueryOptions = () =>
  queryOptions({
    queryKey: [...payorDashboardKey, 'waiting-batches'],
    queryFn: ({ signal }) => callApi(payorInvoiceUploadCalls.batches, { query: { pageSize: 1 } }, { signal }),
    staleTime: 0,
  });

/** Asked only of users who may open the invoice review. */
export function useWaitingBatches(enabled: boolean) {
  return useQuery({ ...waitingBatchesQueryOptions(), enabled });
}
