import { useMutation } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { apiDownload } from '#web/lib/api-client.ts';

export type RemittanceFormat = 'csv' | 'xlsx';

/**
 * `GET factor/payments/{id}/remittance`: one payment's remittance as a file, CSV for factoring
 * software or an Excel workbook. One payment's rows, so a direct download, not an export job.
 */
export function useDownloadRemittance() {
  return useMutation({
    mutationFn: ({ id, code, format }: { id: string; code: string; format: RemittanceFormat }) =>
      apiDownload(
        'core',
        fillPath(corePaths.factorPaymentRemittance, { id }),
        { format },
        `remittance-${code}.${format}`,
      ),
  });
}
