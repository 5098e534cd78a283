import { queryOptions, useQuery } from '@tanstack/react-query';
import { payorInvoiceCalls } from '#shared/contracts/payor-invoices.ts';
import { callApi } from '#web/lib/api-call.ts';
import { payorInvoicesKey } from './get-invoices.ts';

/** `GET payor/invoices/{id}`: the invoice with its history and the version its review is made on. */
export const payorInvoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...payorInvoicesKey, 'invoice', id],
    queryFn: ({ signal }) => callApi(payorInvoiceCalls.details, { params: { id } }, { signal }),
  });

export function usePayorInvoice(id: string) {
  return useQuery(payorInvoiceQueryOptions(id));
}
