import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { payorLedgerReportCalls } from '#shared/contracts/payor-ledger-reports.ts';
import { callApi } from '#web/lib/api-call.ts';

export type CreditUsageCallQuery = CallQuery<typeof payorLedgerReportCalls.creditUsage>;

export const creditUsageQueryOptions = (query: CreditUsageCallQuery) =>
  queryOptions({
    queryKey: ['payor-ledger-reports', 'credit-usage', query],
    queryFn: ({ signal }) => callApi(payorLedgerReportCalls.creditUsage, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The payor's credit line and its usage per day (`GET payor/report/credit_usage`). */
export function useCreditUsage(query: CreditUsageCallQuery) {
  return useQuery(creditUsageQueryOptions(query));
}
