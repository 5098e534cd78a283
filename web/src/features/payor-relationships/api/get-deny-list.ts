import { queryOptions, useQuery } from '@tanstack/react-query';
import { carrierDenyListCalls } from '#shared/contracts/carrier-deny-list.ts';
import { callApi } from '#web/lib/api-call.ts';

export const denyListQueryOptions = () =>
  queryOptions({
    queryKey: ['payor-relationships', 'deny-list'],
    queryFn: ({ signal }) => callApi(carrierDenyListCalls.list, {}, { signal }),
  });

/** `GET settlement/carrier_blacklists`: the carriers this payor blocked from viewing its paperwork. */
export function useDenyList() {
  return useQuery(denyListQueryOptions());
}
