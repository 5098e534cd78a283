import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '#shared/api/contract.ts';
import { billCalls } from '#shared/contracts/settlement-bills.ts';
import { callApi } from '../api-call.ts';
import { paperworkKeys } from './keys.ts';

export type BillStatuses = CallAnswer<typeof billCalls.statuses>;

/** `GET bills/statuses`: the states and how the caller's list groups them. */
export function getBillStatuses(signal?: AbortSignal): Promise<BillStatuses> {
  return callApi(billCalls.statuses, {}, { signal });
}

export const billStatusesQueryOptions = () =>
  queryOptions({
    queryKey: paperworkKeys.statuses,
    queryFn: ({ signal }) => getBillStatuses(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useBillStatuses() {
  return useQuery(billStatusesQueryOptions());
}
