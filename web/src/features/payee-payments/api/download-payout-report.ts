import { useMutation } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import type { PayoutReportFormat } from '#shared/schemas/payee-payments.ts';
import { apiDownload } from '#web/lib/api-client.ts';

export type PayoutReportRequest = { id: string; format: PayoutReportFormat };

/** A payment's payout report as a PDF or an Excel file, named by the server (payout-report-<code>). */
export function downloadPayoutReport({ id, format }: PayoutReportRequest): Promise<void> {
  return apiDownload('core', fillPath(corePaths.payeePayoutReport, { id }), { format }, `payout-report.${format}`);
}

export function useDownloadPayoutReport() {
  return useMutation({ mutationFn: downloadPayoutReport });
}
