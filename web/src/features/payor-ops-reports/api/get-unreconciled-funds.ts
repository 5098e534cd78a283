import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { payorOpsReportCalls } from '#shared/contracts/payor-ops-reports.ts';
import { callApi } from '#web/lib/api-call.ts';

export type UnreconciledFundsCallQuery = CallQuery<typeof payorOpsReportCalls.unreconciledFunds>;

export const unreconciledFundsQueryOptions = (query: UnreconciledFundsCallQuery) =>
  queryOptions({
    queryKey: ['payor-ops-reports', 'unreconciledFunds', query],
    queryFn: ({ signal }) => callApi(payorOpsReportCalls.unreconciledFunds, { query }, { signal }),
  });

/** The funds receipts (the previous page stays while the next one loads). */
export function useUnreconciledFunds(query: UnreconciledFundsCallQuery) {
  return useQuery({ ...unreconciledFundsQueryOptions(query), placeholderData: keepPreviousData });
}
