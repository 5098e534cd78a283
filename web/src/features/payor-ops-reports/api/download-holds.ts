import { useMutation } from '@tanstack/react-query';
import { payorOpsReportCalls } from '#shared/contracts/payor-ops-reports.ts';
import { downloadList } from '#web/lib/api-call.ts';
import type { HoldsCallQuery } from './get-holds.ts';

/** The report's export (`exportReport`): every row matching the filters, as an Excel file. */
export function useDownloadHolds() {
  return useMutation({
    mutationFn: (query: HoldsCallQuery) => downloadList(payorOpsReportCalls.holds, query, 'holds.xlsx'),
  });
}
