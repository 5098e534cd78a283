import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payorLoadCalls } from '#shared/contracts/payor-loads.ts';
import { callApi } from '#web/lib/api-call.ts';
import { payorLoadsKey } from './get-loads.ts';

/**
 * `POST payor/loads/{id}/advance`: asks for the load's advance. A retry of the same amount asks
 * nothing twice (the API answers the load as it is); the load and the list reload either way.
 */
export function useRequestAdvance(loadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountCents: number) =>
      callApi(payorLoadCalls.requestAdvance, { params: { id: loadId }, body: { amountCents } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payorLoadsKey }),
  });
}
