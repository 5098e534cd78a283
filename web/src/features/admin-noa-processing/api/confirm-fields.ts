import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminNoaProcessingCalls } from '#shared/contracts/admin-noa-processing.ts';
import type { ConfirmFieldsInput, NoaDocumentView } from '#shared/schemas/admin-noa-processing.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaProcessingKey } from './get-queues.ts';

/** `PUT admin/noa/documents/{id}/fields`, on the version shown. */
export function useConfirmFields(document: Pick<NoaDocumentView, 'id' | 'version'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmFieldsInput) =>
      callApi(
        adminNoaProcessingCalls.confirmFields,
        { params: { id: document.id }, body },
        { ifMatch: document.version },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noaProcessingKey }),
  });
}
