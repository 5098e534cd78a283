import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payeeCreditNoteCalls } from '#shared/contracts/payee-credit-notes.ts';
import { callApi } from '#web/lib/api-call.ts';
import type { CreditNotesCallQuery } from '../lib/credit-notes-list-state.ts';

/** `GET payee/credit_notes`: one page of the carrier's credit notes with balance totals. */
export const creditNotesQueryOptions = (query: CreditNotesCallQuery) =>
  queryOptions({
    queryKey: ['payee-invoices', 'credit-notes', query],
    queryFn: ({ signal }) => callApi(payeeCreditNoteCalls.list, { query }, { signal }),
  });

export function useCreditNotes(query: CreditNotesCallQuery, enabled = true) {
  return useQuery({ ...creditNotesQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
