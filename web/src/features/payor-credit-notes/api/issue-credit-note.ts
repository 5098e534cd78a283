import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payorCreditNoteCalls } from '#shared/contracts/payor-credit-notes.ts';
import { callApi } from '#web/lib/api-call.ts';

/** Issues a credit note; the list is read again afterwards. */
export function useIssueCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof payorCreditNoteCalls.issue>) => callApi(payorCreditNoteCalls.issue, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payor-credit-notes', 'list'] }),
  });
}
