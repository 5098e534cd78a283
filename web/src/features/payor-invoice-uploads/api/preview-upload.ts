import { useMutation } from '@tanstack/react-query';
import { payorInvoiceUploadCalls } from '#shared/contracts/payor-invoice-uploads.ts';
import type { InvoiceUploadBody } from '#shared/schemas/payor-invoice-uploads.ts';
import { callApi } from '#web/lib/api-call.ts';

/** Reads and checks a spreadsheet's rows; the API saves nothing. */
export function usePreviewUpload() {
  return useMutation({ mutationFn: (body: InvoiceUploadBody) => callApi(payorInvoiceUploadCalls.preview, { body }) });
}
