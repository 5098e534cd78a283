import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { CreditNotePage } from '#shared/schemas/payee-credit-notes.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { Query } from '#web/lib/query-string.ts';

/** `GET payee/credit_notes`: one page of the carrier's credit notes with balance totals. */
export function getCreditNotes(query: Query, signal?: AbortSignal): Promise<CreditNotePage> {
  return apiRequest<CreditNotePage>('core', corePaths.payeeCreditNotes, { query, signal });
}

export const creditNotesQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: ['payee-invoices', 'credit-notes', query],
    queryFn: ({ signal }) => getCreditNotes(query, signal),
  });

export function useCreditNotes(query: Query, enabled = true) {
  return useQuery({ ...creditNotesQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
