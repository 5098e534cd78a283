import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '#shared/api/contract.ts';
import { carrierDenyListCalls } from '#shared/contracts/carrier-deny-list.ts';
import { callApi } from '#web/lib/api-call.ts';

export type CarrierDenyList = CallAnswer<typeof carrierDenyListCalls.list>;
export type CarrierDenyListEntry = CarrierDenyList['carrierBlacklists'][number];

/** `GET settlement/carrier_blacklists`: the carriers this payor blocked from viewing paperwork (seeds 001 §3, §7). */
export function getCarrierDenyList(signal?: AbortSignal): Promise<CarrierDenyList> {
  return callApi(carrierDenyListCalls.list, {}, { signal });
}

export const carrierDenyListQueryOptions = () =>
  queryOptions({
    queryKey: ['payor-settlements', 'carrier-deny-list'],
    queryFn: ({ signal }) => getCarrierDenyList(signal),
  });

export function useCarrierDenyList(enabled = true) {
  return useQuery({ ...carrierDenyListQueryOptions(), enabled });
}
