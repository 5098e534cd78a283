import { useMutation } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { apiDownload } from '#web/lib/api-client.ts';

/** A batch's rows as an Excel file (GET invoice_batch_review/{id}/report, answered by the exports API). */
export function useDownloadBatchReport() {
  return useMutation({
    mutationFn: ({ guid, id }: { guid: string; id: number }) =>
      apiDownload(
        'core',
        fillPath(corePaths.payorInvoiceBatchReviewReport, { id: guid }),
        {},
        `invoice-batch-${id}.xlsx`,
      ),
  });
}
