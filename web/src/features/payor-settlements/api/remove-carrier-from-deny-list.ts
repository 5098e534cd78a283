import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `DELETE settlement/carrier_blacklists/{id}`: lets the carrier view this payor's paperwork again. */
export function removeCarrierFromDenyList(id: string): Promise<unknown> {
  return apiRequest<unknown>('settlement', fillPath(settlementPaths.carrierDenyListEntry, { id }), {
    method: 'DELETE',
  });
}

export function useRemoveCarrierFromDenyList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCarrierFromDenyList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payor-settlements'] }),
  });
}
