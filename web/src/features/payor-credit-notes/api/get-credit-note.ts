import { queryOptions, useQuery } from '@tanstack/react-query';
import { payorCreditNoteCalls } from '#shared/contracts/payor-credit-notes.ts';
import { callApi } from '#web/lib/api-call.ts';

export const payorCreditNoteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['payor-credit-notes', 'details', id],
    queryFn: ({ signal }) => callApi(payorCreditNoteCalls.details, { params: { id } }, { signal }),
  });

export function usePayorCreditNote(id: number) {
  return useQuery(payorCreditNoteQueryOptions(id));
}
