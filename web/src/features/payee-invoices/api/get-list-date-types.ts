import { queryOptions, useQuery } from '@tanstack/react-query';
import { payeeInvoiceCalls } from '#shared/contracts/payee-invoices.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `GET payee/invoices_and_credit_notes/date_types`: the date types the combined list filters by. */
export const listDateTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['payee-invoices', 'list-date-types'],
    queryFn: ({ signal }) => callApi(payeeInvoiceCalls.listDateTypes, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useListDateTypes() {
  return useQuery(listDateTypesQueryOptions());
}
