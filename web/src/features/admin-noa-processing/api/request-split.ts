import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminNoaProcessingCalls } from '#shared/contracts/admin-noa-processing.ts';
import type { NoaDocumentView } from '#shared/schemas/admin-noa-processing.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaProcessingKey } from './get-queues.ts';

/** `POST admin/noa/documents/{id}/split`: to the split queue (ops managers only). */
export function useRequestSplit(document: Pick<NoaDocumentView, 'id' | 'version'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(adminNoaProcessingCalls.requestSplit, { params: { id: document.id } }, { ifMatch: document.version }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noaProcessingKey }),
  });
}
