import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer, CallQuery } from '#shared/api/contract.ts';
import { billCalls } from '#shared/contracts/settlement-bills.ts';
import { callApi } from '../api-call.ts';
import { paperworkKeys } from './keys.ts';

/** The list query as sent, typed by the API's own query schema (the server fills the defaults). */
export type BillListRequest = CallQuery<typeof billCalls.list>;
export type BillList = CallAnswer<typeof billCalls.list>;

/**
 * `GET bills`: one page of the caller's bills (payee: its own; payor: those sent to it), the payor
 * and payee ids of the whole list with their names, and counts and amounts per state. The shell's
 * currency filter is added by the API client as `q[currency_type_id_eq]`.
 */
export function getBills(query: BillListRequest, signal?: AbortSignal): Promise<BillList> {
  return callApi(billCalls.list, { query }, { signal });
}

export const billsQueryOptions = (query: BillListRequest) =>
  queryOptions({
    queryKey: paperworkKeys.list(query),
    queryFn: ({ signal }) => getBills(query, signal),
  });

/** The list keeps showing the previous page while the next one loads, so paging and filtering do not flash. */
export function useBills(query: BillListRequest, enabled = true) {
  return useQuery({ ...billsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
