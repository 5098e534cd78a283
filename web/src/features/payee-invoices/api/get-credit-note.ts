import { queryOptions, useQuery } from '@tanstack/react-query';
import { showItemCacheMs } from '#shared/constants/client.ts';
import { payeeCreditNoteCalls } from '#shared/contracts/payee-credit-notes.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `GET payee/credit_notes/{id}`: one of the carrier's credit notes. */
export const creditNoteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['payee-invoices', 'credit-note', id],
    queryFn: ({ signal }) => callApi(payeeCreditNoteCalls.details, { params: { id } }, { signal }),
    staleTime: showItemCacheMs,
    gcTime: showItemCacheMs,
  });

export function useCreditNote(id: string) {
  return useQuery(creditNoteQueryOptions(id));
}
