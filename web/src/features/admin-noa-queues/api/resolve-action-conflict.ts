import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminNoaQueueCalls } from '#shared/contracts/admin-noa-queues.ts';
import type { ConflictResolution } from '#shared/schemas/admin-noa-queues.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

/**
 * `POST admin/noa/action_conflicts/{id}/resolve` on the version shown: a retry answers the same;
 * the queues and the document reload either way.
 */
export function useResolveActionConflict(documentId: number, version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resolution: ConflictResolution) =>
      callApi(
        adminNoaQueueCalls.resolveActionConflict,
        { params: { id: documentId }, body: resolution },
        { ifMatch: version },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noaQueuesKey }),
  });
}
