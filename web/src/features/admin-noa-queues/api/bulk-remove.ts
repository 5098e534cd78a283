import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminNoaQueueCalls } from '#shared/contracts/admin-noa-queues.ts';
import type { BulkRemoval } from '#shared/schemas/admin-noa-queues.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

/** `POST admin/noa/bulk_remove`: one result per document; a retry answers the same. */
export function useBulkRemove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (removal: BulkRemoval) => callApi(adminNoaQueueCalls.bulkRemove, { body: removal }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noaQueuesKey }),
  });
}
