import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carrierDenyListCalls } from '#shared/contracts/carrier-deny-list.ts';
import { callApi } from '#web/lib/api-call.ts';
import { denyListQueryOptions } from './get-deny-list.ts';

/** `POST settlement/carrier_blacklists`: blocks the carrier from viewing this payor's paperwork. */
export function useBlockCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payeeId: number) => callApi(carrierDenyListCalls.add, { body: { payeeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: denyListQueryOptions().queryKey }),
  });
}
