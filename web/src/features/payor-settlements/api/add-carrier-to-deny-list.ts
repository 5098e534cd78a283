import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import type { createCarrierDenyListEntryBodySchema } from '#shared/schemas/bills.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type CreateCarrierDenyListEntry = z.infer<typeof createCarrierDenyListEntryBodySchema>;

/** `POST settlement/carrier_blacklists`: blocks a carrier from viewing this payor's paperwork. */
export function addCarrierToDenyList(body: CreateCarrierDenyListEntry): Promise<unknown> {
  return apiRequest<unknown>('settlement', settlementPaths.carrierDenyList, { method: 'POST', body });
}

/** The deny list is read again; so is every settlements query (the blocked carrier's bills may change). */
export function useAddCarrierToDenyList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCarrierToDenyList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payor-settlements'] }),
  });
}
