import { useMutation } from '@tanstack/react-query';
import { payorOpsReportCalls } from '#shared/contracts/payor-ops-reports.ts';
import { downloadList } from '#web/lib/api-call.ts';
import type { GotpFeesCallQuery } from './get-gotp-fees.ts';

/** The report's export (`exportReport`): every row matching the filters, as an Excel file. */
export function useDownloadGotpFees() {
  return useMutation({
    mutationFn: (query: GotpFeesCallQuery) => downloadList(payorOpsReportCalls.gotpFees, query, 'gotp-fees.xlsx'),
  });
}
