import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { InvoiceListPage } from '#shared/schemas/payee-invoices.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { Query } from '#web/lib/query-string.ts';

/** `GET payee/invoices_and_credit_notes`: one page of the combined list, and the outstanding totals. */
export function getInvoicesAndCreditNotes(query: Query, signal?: AbortSignal): Promise<InvoiceListPage> {
  return apiRequest<InvoiceListPage>('core', corePaths.payeeInvoicesAndCreditNotes, { query, signal });
}

export const invoicesAndCreditNotesQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: ['payee-invoices', 'list', query],
    queryFn: ({ signal }) => getInvoicesAndCreditNotes(query, signal),
  });

/** The list keeps showing the previous page while the next one loads, so paging and filtering do not flash. */
export function useInvoicesAndCreditNotes(query: Query, enabled = true) {
  return useQuery({ ...invoicesAndCreditNotesQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
