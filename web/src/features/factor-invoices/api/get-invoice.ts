import { queryOptions, useQuery } from '@tanstack/react-query';
import { factorInvoiceCalls } from '#shared/contracts/factor-invoices.ts';
import { callApi } from '#web/lib/api-call.ts';
import { factorInvoicesKey } from './get-invoices.ts';

/** `GET factor/invoices/{id}`: the invoice with its term, fees, whom it was paid and its history. */
export const factorInvoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...factorInvoicesKey, 'invoice', id],
    queryFn: ({ signal }) => callApi(factorInvoiceCalls.details, { params: { id } }, { signal }),
  });

export function useFactorInvoice(id: string) {
  return useQuery(factorInvoiceQueryOptions(id));
}
