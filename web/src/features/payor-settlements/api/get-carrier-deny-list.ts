import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import type { carrierDenyListEntrySchema, carrierDenyListResponseSchema } from '#shared/schemas/bills.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type CarrierDenyList = z.infer<typeof carrierDenyListResponseSchema>;
export type CarrierDenyListEntry = z.infer<typeof carrierDenyListEntrySchema>;

/** `GET settlement/carrier_blacklists`: the carriers this payor blocked from viewing paperwork (seeds 001 §3, §7). */
export function getCarrierDenyList(signal?: AbortSignal): Promise<CarrierDenyList> {
  return apiRequest<CarrierDenyList>('settlement', settlementPaths.carrierDenyList, { signal });
}

export const carrierDenyListQueryOptions = () =>
  queryOptions({
    queryKey: ['payor-settlements', 'carrier-deny-list'],
    queryFn: ({ signal }) => getCarrierDenyList(signal),
  });

export function useCarrierDenyList(enabled = true) {
  return useQuery({ ...carrierDenyListQueryOptions(), enabled });
}
