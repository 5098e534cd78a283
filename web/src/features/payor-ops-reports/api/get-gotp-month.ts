import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { payorOpsReportCalls } from '#shared/contracts/payor-ops-reports.ts';
import { callApi } from '#web/lib/api-call.ts';

export type GotpMonthCallQuery = CallQuery<typeof payorOpsReportCalls.gotpFeeMonth>;

export const gotpMonthQueryOptions = (month: string, query: GotpMonthCallQuery) =>
  queryOptions({
    queryKey: ['payor-ops-reports', 'gotpFeeMonth', month, query],
    queryFn: ({ signal }) => callApi(payorOpsReportCalls.gotpFeeMonth, { params: { id: month }, query }, { signal }),
  });

/** The invoices behind one month's GOTP fees. */
export function useGotpMonth(month: string, query: GotpMonthCallQuery) {
  return useQuery({ ...gotpMonthQueryOptions(month, query), placeholderData: keepPreviousData });
}
