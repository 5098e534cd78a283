import { useMutation } from '@tanstack/react-query';
import { fillPath } from '#shared/api/paths.ts';
import { payorLedgerReportCalls } from '#shared/contracts/payor-ledger-reports.ts';
import type { FinancialAccountReportType } from '#shared/enums/statement-type.ts';
import { exportFile } from '#web/lib/api-call.ts';
import type { FinancialAccountCallQuery } from './get-financial-account-activity.ts';

/** A financial account report (11, 20 or 22) as an Excel file: every matching row. */
export function useDownloadFinancialAccountActivity(reportTypeId: FinancialAccountReportType, fallbackName: string) {
  const call = payorLedgerReportCalls.financialAccountActivity;
  return useMutation({
    mutationFn: (query: FinancialAccountCallQuery) =>
      exportFile(call.api, fillPath(call.path, { id: reportTypeId }), query, fallbackName),
  });
}
