import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carrierDenyListCalls } from '#shared/contracts/carrier-deny-list.ts';
import { callApi } from '#web/lib/api-call.ts';
import { denyListQueryOptions } from './get-deny-list.ts';

/** `DELETE settlement/carrier_blacklists/{id}`: lets the carrier view this payor's paperwork again. */
export function useUnblockCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => callApi(carrierDenyListCalls.remove, { params: { id: entryId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: denyListQueryOptions().queryKey }),
  });
}
