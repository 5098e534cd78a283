import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallAnswer, CallBody } from '#shared/api/contract.ts';
import { carrierDenyListCalls } from '#shared/contracts/carrier-deny-list.ts';
import { callApi } from '#web/lib/api-call.ts';

export type CreateCarrierDenyListEntry = CallBody<typeof carrierDenyListCalls.add>;

/** `POST settlement/carrier_blacklists`: blocks a carrier from viewing this payor's paperwork. */
export function addCarrierToDenyList(
  body: CreateCarrierDenyListEntry,
): Promise<CallAnswer<typeof carrierDenyListCalls.add>> {
  return callApi(carrierDenyListCalls.add, { body });
}

/** The deny list is read again; so is every settlements query (the blocked carrier's bills may change). */
export function useAddCarrierToDenyList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCarrierToDenyList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payor-settlements'] }),
  });
}
