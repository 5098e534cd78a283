import { useMutation } from '@tanstack/react-query';
import { payorLedgerReportCalls } from '#shared/contracts/payor-ledger-reports.ts';
import { downloadList } from '#web/lib/api-call.ts';
import type { BillingActivityCallQuery } from './get-billing-activity.ts';

/** The billing report's export (`exportReport`): every matching draft, as an Excel file. */
export function useDownloadBillingActivity() {
  return useMutation({
    mutationFn: (query: BillingActivityCallQuery) =>
      downloadList(payorLedgerReportCalls.billingActivity, query, 'billing-report.xlsx'),
  });
}
