import { queryOptions, useQuery } from '@tanstack/react-query';
import { showItemCacheMs } from '#shared/constants/client.ts';
import { payeeInvoiceCalls } from '#shared/contracts/payee-invoices.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `GET payee/invoices/{id}`: the invoice with its history, fee lines and payment-term choice. */
export const invoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['payee-invoices', 'invoice', id],
    queryFn: ({ signal }) => callApi(payeeInvoiceCalls.details, { params: { id } }, { signal }),
    staleTime: showItemCacheMs,
    gcTime: showItemCacheMs,
  });

export function useInvoice(id: string) {
  return useQuery(invoiceQueryOptions(id));
}
