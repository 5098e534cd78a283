import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import type { billStatusesResponseSchema } from '#shared/schemas/bills.ts';
import { apiRequest } from '../api-client.ts';
import { paperworkKeys } from './keys.ts';

export type BillStatuses = z.infer<typeof billStatusesResponseSchema>;

/** `GET bills/statuses`: the states and how the caller's list groups them. */
export function getBillStatuses(signal?: AbortSignal): Promise<BillStatuses> {
  return apiRequest<BillStatuses>('settlement', settlementPaths.billStatuses, { signal });
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
