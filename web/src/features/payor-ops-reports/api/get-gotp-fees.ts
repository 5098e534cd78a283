import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { payorOpsReportCalls } from '#shared/contracts/payor-ops-reports.ts';
import { callApi } from '#web/lib/api-call.ts';

export type GotpFeesCallQuery = CallQuery<typeof payorOpsReportCalls.gotpFees>;

export const gotpFeesQueryOptions = (query: GotpFeesCallQuery) =>
  queryOptions({
    queryKey: ['payor-ops-reports', 'gotpFees', query],
    queryFn: ({ signal }) => callApi(payorOpsReportCalls.gotpFees, { query }, { signal }),
  });

/** The GOTP fees by month (the previous page stays while the next one loads). */
export function useGotpFees(query: GotpFeesCallQuery) {
  return useQuery({ ...gotpFeesQueryOptions(query), placeholderData: keepPreviousData });
}
