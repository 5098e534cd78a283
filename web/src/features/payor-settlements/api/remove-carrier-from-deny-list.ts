import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallAnswer } from '#shared/api/contract.ts';
import { carrierDenyListCalls } from '#shared/contracts/carrier-deny-list.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `DELETE settlement/carrier_blacklists/{id}`: lets the carrier view this payor's paperwork again. */
export function removeCarrierFromDenyList(id: string): Promise<CallAnswer<typeof carrierDenyListCalls.remove>> {
  return callApi(carrierDenyListCalls.remove, { params: { id } });
}

export function useRemoveCarrierFromDenyList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCarrierFromDenyList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payor-settlements'] }),
  });
}
