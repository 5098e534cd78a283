import { useMutation } from '@tanstack/react-query';
import { payorOpsReportCalls } from '#shared/contracts/payor-ops-reports.ts';
import { downloadList } from '#web/lib/api-call.ts';
import type { UnreconciledFundsCallQuery } from './get-unreconciled-funds.ts';

/** The report's export (`exportReport`): every row matching the filters, as an Excel file. */
export function useDownloadUnreconciledFunds() {
  return useMutation({
    mutationFn: (query: UnreconciledFundsCallQuery) =>
      downloadList(payorOpsReportCalls.unreconciledFunds, query, 'unreconciled-funds.xlsx'),
  });
}
