import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { payorCreditNoteCalls } from '#shared/contracts/payor-credit-notes.ts';
import { callApi } from '#web/lib/api-call.ts';

export type PayorCreditNotesCallQuery = CallQuery<typeof payorCreditNoteCalls.list>;

export const payorCreditNotesQueryOptions = (query: PayorCreditNotesCallQuery) =>
  queryOptions({
    queryKey: ['payor-credit-notes', 'list', query],
    queryFn: ({ signal }) => callApi(payorCreditNoteCalls.list, { query }, { signal }),
  });

export function usePayorCreditNotes(query: PayorCreditNotesCallQuery) {
  return useQuery({ ...payorCreditNotesQueryOptions(query), placeholderData: keepPreviousData });
}
