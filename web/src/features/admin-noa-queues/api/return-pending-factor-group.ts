import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminNoaQueueCalls } from '#shared/contracts/admin-noa-queues.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

/** `POST admin/noa/pending_factors`: the factor is on the portal now; its documents go back to the queue. */
export function useReturnPendingFactorGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposedFactorName: string) =>
      callApi(adminNoaQueueCalls.factorAdded, { body: { proposedFactorName } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noaQueuesKey }),
  });
}
