import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payeeInvoiceCalls } from '#shared/contracts/payee-invoices.ts';
import { callApi } from '#web/lib/api-call.ts';
import type { InvoicesCallQuery } from '../lib/list-state.ts';

/** `GET payee/invoices_and_credit_notes`: one page of the combined list, and the outstanding totals. */
export const invoicesAndCreditNotesQueryOptions = (query: InvoicesCallQuery) =>
  queryOptions({
    queryKey: ['payee-invoices', 'list', query],
    queryFn: ({ signal }) => callApi(payeeInvoiceCalls.list, { query }, { signal }),
  });

/** The list keeps showing the previous page while the next one loads, so paging and filtering do not flash. */
export function useInvoicesAndCreditNotes(query: InvoicesCallQuery, enabled = true) {
  return useQuery({ ...invoicesAndCreditNotesQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
