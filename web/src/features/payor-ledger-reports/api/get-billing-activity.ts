import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { payorLedgerReportCalls } from '#shared/contracts/payor-ledger-reports.ts';
import { callApi } from '#web/lib/api-call.ts';

export type BillingActivityCallQuery = CallQuery<typeof payorLedgerReportCalls.billingActivity>;

export const billingActivityQueryOptions = (query: BillingActivityCallQuery) =>
  queryOptions({
    queryKey: ['payor-ledger-reports', 'billing-activity', query],
    queryFn: ({ signal }) => callApi(payorLedgerReportCalls.billingActivity, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** What the payor was drafted, per draft (`GET payor/report/billing_activity`). */
export function useBillingActivity(query: BillingActivityCallQuery) {
  return useQuery(billingActivityQueryOptions(query));
}
