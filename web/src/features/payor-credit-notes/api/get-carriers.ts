import { queryOptions, useQuery } from '@tanstack/react-query';
import { payorCreditNoteCalls } from '#shared/contracts/payor-credit-notes.ts';
import { callApi } from '#web/lib/api-call.ts';

export const creditNoteCarriersQueryOptions = () =>
  queryOptions({
    queryKey: ['payor-credit-notes', 'carriers'],
    queryFn: ({ signal }) => callApi(payorCreditNoteCalls.carriers, {}, { signal }),
  });

/** The carriers the payor may issue a credit note to, loaded once the issue form opens. */
export function useCreditNoteCarriers(enabled: boolean) {
  return useQuery({ ...creditNoteCarriersQueryOptions(), enabled });
}
