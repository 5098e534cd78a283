import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { payorInvoiceUploadCalls } from '#shared/contracts/payor-invoice-uploads.ts';
import { callApi } from '#web/lib/api-call.ts';

export const batchesKey = ['payor-invoice-batches'] as const;

export type BatchesQuery = CallQuery<typeof payorInvoiceUploadCalls.batches>;

export const batchesQueryOptions = (query: BatchesQuery) =>
  queryOptions({
    queryKey: [...batchesKey, query],
    queryFn: ({ signal }) => callApi(payorInvoiceUploadCalls.batches, { query }, { signal }),
  });

export function useBatches(query: BatchesQuery) {
  return useQuery({ ...batchesQueryOptions(query), placeholderData: keepPreviousData });
}
