import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payorInvoiceUploadCalls } from '#shared/contracts/payor-invoice-uploads.ts';
import { callApi } from '#web/lib/api-call.ts';
import { batchesKey } from './get-batches.ts';

/** Releases (its invoices are created) or removes a batch; both may be repeated harmlessly. */
export function useChangeBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, action }: { guid: string; action: 'release' | 'remove' }) =>
      callApi(payorInvoiceUploadCalls[action], { params: { id: guid } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: batchesKey }),
  });
}
