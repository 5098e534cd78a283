import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import type { BillListQuery, BillListResponse } from '#shared/schemas/bills.ts';
import { apiRequest } from '../api-client.ts';
import type { Query } from '../query-string.ts';
import { paperworkKeys } from './keys.ts';

/** The list query as sent: the schema's keys, each optional (the server fills the defaults). */
export type BillListRequest = Partial<{ [K in keyof BillListQuery]: BillListQuery[K] }>;

/**
 * `GET bills`: one page of the caller's bills (payee: its own; payor: those sent to it), the payor
 * and payee ids of the whole list with their names, and counts and amounts per state. The shell's
 * currency filter is added by the API client as `q[currency_type_id_eq]`.
 */
export function getBills(query: BillListRequest, signal?: AbortSignal): Promise<BillListResponse> {
  return apiRequest<BillListResponse>('settlement', settlementPaths.bills, { query: query as Query, signal });
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
