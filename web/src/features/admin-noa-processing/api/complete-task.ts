import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminNoaProcessingCalls } from '#shared/contracts/admin-noa-processing.ts';
import type { DocumentTaskType } from '#shared/enums/noa-document.ts';
import type { NoaDocumentView } from '#shared/schemas/admin-noa-processing.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaProcessingKey } from './get-queues.ts';

/** `PUT admin/noa/documents/{id}/tasks/{taskType}`: a task of the checklist done. */
export function useCompleteTask(document: Pick<NoaDocumentView, 'id' | 'version'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskType: DocumentTaskType) =>
      callApi(
        adminNoaProcessingCalls.completeTask,
        { params: { id: document.id, taskType } },
        { ifMatch: document.version },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noaProcessingKey }),
  });
}
