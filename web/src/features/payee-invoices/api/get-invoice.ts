import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { showItemCacheMs } from '#shared/constants/client.ts';
import type { InvoiceDetails } from '#shared/schemas/payee-invoices.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET payee/invoices/{id}`: the invoice with its history, fee lines and payment-term choice. */
export function getInvoice(id: string, signal?: AbortSignal): Promise<InvoiceDetails> {
  return apiRequest<InvoiceDetails>('core', fillPath(corePaths.payeeInvoice, { id }), { signal });
}

export const invoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['payee-invoices', 'invoice', id],
    queryFn: ({ signal }) => getInvoice(id, signal),
    staleTime: showItemCacheMs,
    gcTime: showItemCacheMs,
  });

export function useInvoice(id: string) {
  return useQuery(invoiceQueryOptions(id));
}
