import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { showItemCacheMs } from '#shared/constants/client.ts';
import type { CreditNote } from '#shared/schemas/payee-credit-notes.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET payee/credit_notes/{id}`: one of the carrier's credit notes. */
export function getCreditNote(id: string, signal?: AbortSignal): Promise<CreditNote> {
  return apiRequest<CreditNote>('core', fillPath(corePaths.payeeCreditNote, { id }), { signal });
}

export const creditNoteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['payee-invoices', 'credit-note', id],
    queryFn: ({ signal }) => getCreditNote(id, signal),
    staleTime: showItemCacheMs,
    gcTime: showItemCacheMs,
  });

export function useCreditNote(id: string) {
  return useQuery(creditNoteQueryOptions(id));
}
