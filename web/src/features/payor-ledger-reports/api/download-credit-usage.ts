import { useMutation } from '@tanstack/react-query';
import { payorLedgerReportCalls } from '#shared/contracts/payor-ledger-reports.ts';
import { downloadList } from '#web/lib/api-call.ts';
import type { CreditUsageCallQuery } from './get-credit-usage.ts';

/** The credit-limit report's usage per day as an Excel file. */
export function useDownloadCreditUsage() {
  return useMutation({
    mutationFn: (query: CreditUsageCallQuery) =>
      downloadList(payorLedgerReportCalls.creditUsage, query, 'credit-usage.xlsx'),
  });
}
