import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import type { billsPresentResponseSchema } from '#shared/schemas/bills.ts';
import { apiRequest } from '../api-client.ts';
import { paperworkKeys } from './keys.ts';

export type BillsPresent = z.infer<typeof billsPresentResponseSchema>;

/** `GET bills/present`: whether the caller has any bill (answers before the payor accepts the terms). */
export function getBillsPresent(signal?: AbortSignal): Promise<BillsPresent> {
  return apiRequest<BillsPresent>('settlement', settlementPaths.billsPresent, { signal });
}

export const billsPresentQueryOptions = () =>
  queryOptions({ queryKey: paperworkKeys.present, queryFn: ({ signal }) => getBillsPresent(signal) });

export function useBillsPresent(enabled = true) {
  return useQuery({ ...billsPresentQueryOptions(), enabled });
}
