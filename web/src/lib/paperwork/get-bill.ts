import { queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { showItemCacheMs } from '#shared/constants/client.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import { apiRequest } from '../api-client.ts';
import { paperworkKeys } from './keys.ts';

/** `GET bills/{id}`: the bill with its charges, documents and history (payee or payor). */
export async function getBill(id: string, signal?: AbortSignal): Promise<Bill> {
  const { bill } = await apiRequest<{ bill: Bill }>('settlement', fillPath(settlementPaths.bill, { id }), { signal });
  return bill;
}

export const billQueryOptions = (id: string) =>
  queryOptions({
    queryKey: paperworkKeys.bill(id),
    queryFn: ({ signal }) => getBill(id, signal),
    staleTime: showItemCacheMs,
    gcTime: showItemCacheMs,
  });

export type UseBillOptions = {
  enabled?: boolean;
  /**
   * Polls while it returns a number of milliseconds (e.g. while a resubmitted bill is `sent`, until
   * the background worker delivers it); false stops polling.
   */
  refetchInterval?: (bill: Bill | undefined) => number | false;
};

export function useBill(id: string, options: UseBillOptions = {}) {
  const { refetchInterval } = options;
  return useQuery({
    ...billQueryOptions(id),
    enabled: options.enabled ?? id !== '',
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : false,
  });
}
