import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payorInvoiceUploadCalls } from '#shared/contracts/payor-invoice-uploads.ts';
import type { InvoiceUploadBody } from '#shared/schemas/payor-invoice-uploads.ts';
import { callApi } from '#web/lib/api-call.ts';
import { batchesKey } from './get-batches.ts';

/**
 * Submits the spreadsheet whole. The idempotency key is the file's own (made when it was chosen),
 * so a submit retried after a lost answer finds the batch the first one made.
 */
export function useSubmitUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: InvoiceUploadBody; idempotencyKey: string }) =>
      callApi(payorInvoiceUploadCalls.submit, { body }, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchesKey }),
  });
}
