import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '#shared/api/contract.ts';
import { billCalls } from '#shared/contracts/settlement-bills.ts';
import { callApi } from '../api-call.ts';
import { paperworkKeys } from './keys.ts';

export type BillsPresent = CallAnswer<typeof billCalls.present>;

/** `GET bills/present`: whether the caller has any bill (answers before the payor accepts the terms). */
export function getBillsPresent(signal?: AbortSignal): Promise<BillsPresent> {
  return callApi(billCalls.present, {}, { signal });
}

export const billsPresentQueryOptions = () =>
  queryOptions({ queryKey: paperworkKeys.present, queryFn: ({ signal }) => getBillsPresent(signal) });

export function useBillsPresent(enabled = true) {
  return useQuery({ ...billsPresentQueryOptions(), enabled });
}
