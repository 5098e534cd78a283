import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { payorLedgerReportCalls } from '#shared/contracts/payor-ledger-reports.ts';
import type { FinancialAccountReportType } from '#shared/enums/statement-type.ts';
import type { FinancialAccountPage } from '#shared/schemas/payor-ledger-reports.ts';
import { callApi } from '#web/lib/api-call.ts';

export type FinancialAccountCallQuery = CallQuery<typeof payorLedgerReportCalls.financialAccountActivity>;

export const financialAccountQueryOptions = (
  reportTypeId: FinancialAccountReportType,
  query: FinancialAccountCallQuery,
) =>
  queryOptions({
    queryKey: ['payor-ledger-reports', 'financial-account-activity', reportTypeId, query],
    queryFn: ({ signal }) =>
      callApi(payorLedgerReportCalls.financialAccountActivity, { params: { id: reportTypeId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * One financial account report (`GET payor/report/financial_account_activity/{id}`), narrowed to
 * the answer of its type: 11 purchased invoices, 20 revenue share, 22 refunds.
 */
export function useFinancialAccountActivity<T extends FinancialAccountReportType>(
  reportTypeId: T,
  query: FinancialAccountCallQuery,
  enabled = true,
) {
  return useQuery({
    ...financialAccountQueryOptions(reportTypeId, query),
    enabled,
    select: (page) => page as Extract<FinancialAccountPage, { reportTypeId: T }>,
  });
}
