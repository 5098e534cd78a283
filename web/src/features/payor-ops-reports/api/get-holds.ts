import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { payorOpsReportCalls } from '#shared/contracts/payor-ops-reports.ts';
import { callApi } from '#web/lib/api-call.ts';

export type HoldsCallQuery = CallQuery<typeof payorOpsReportCalls.holds>;

export const holdsQueryOptions = (query: HoldsCallQuery) =>
  queryOptions({
    queryKey: ['payor-ops-reports', 'holds', query],
    queryFn: ({ signal }) => callApi(payorOpsReportCalls.holds, { query }, { signal }),
  });

/** The held invoices (the previous page stays while the next one loads). */
export function useHolds(query: HoldsCallQuery) {
  return useQuery({ ...holdsQueryOptions(query), placeholderData: keepPreviousData });
}
