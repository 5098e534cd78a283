import { useMutation } from '@tanstack/react-query';
import { fillPath } from '#shared/api/paths.ts';
import { payorOpsReportCalls } from '#shared/contracts/payor-ops-reports.ts';
import { exportFile } from '#web/lib/api-call.ts';
import type { GotpMonthCallQuery } from './get-gotp-month.ts';

/** One month's GOTP fee invoices as an Excel file (`exportReport`), made by an export job: every invoice, not only the page's. */
export function useDownloadGotpMonth(month: string) {
  const call = payorOpsReportCalls.gotpFeeMonth;
  return useMutation({
    mutationFn: (query: GotpMonthCallQuery) =>
      exportFile(call.api, fillPath(call.path, { id: month }), query, `gotp-fees-${month}.xlsx`),
  });
}
