import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminNoaProcessingCalls } from '#shared/contracts/admin-noa-processing.ts';
import type { DocumentMoveInput, NoaDocumentView } from '#shared/schemas/admin-noa-processing.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaProcessingKey } from './get-queues.ts';

/** `POST admin/noa/documents/{id}/moves`: the document moves on (to audit, a conflict, Complete…). */
export function useMoveDocument(document: Pick<NoaDocumentView, 'id' | 'version'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentMoveInput) =>
      callApi(adminNoaProcessingCalls.move, { params: { id: document.id }, body }, { ifMatch: document.version }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noaProcessingKey }),
  });
}
