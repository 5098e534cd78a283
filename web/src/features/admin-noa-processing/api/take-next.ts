import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminNoaProcessingCalls } from '#shared/contracts/admin-noa-processing.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaProcessingKey } from './get-queues.ts';

/**
 * `POST admin/noa/process/next` or `…/audit/next`: takes the next document under a lease. A
 * repeat gives back the document already held, so a retry takes nothing more.
 */
export function useTakeNext(work: 'process' | 'audit') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(work === 'process' ? adminNoaProcessingCalls.processNext : adminNoaProcessingCalls.auditNext, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noaProcessingKey }),
  });
}
