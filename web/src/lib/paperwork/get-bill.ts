import { queryOptions, useQuery } from '@tanstack/react-query';
import { showItemCacheMs } from '#shared/constants/client.ts';
import { billCalls } from '#shared/contracts/settlement-bills.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import { callApi } from '../api-call.ts';
import { paperworkKeys } from './keys.ts';

/** `GET bills/{id}`: the bill with its charges, documents and history (payee or payor). */
export async function getBill(id: string, signal?: AbortSignal): Promise<Bill> {
  const { bill } = await callApi(billCalls.details, { params: { id } }, { signal });
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
