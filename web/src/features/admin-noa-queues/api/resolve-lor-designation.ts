import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminNoaReviewCalls } from '#shared/contracts/admin-noa-reviews.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

/** `POST admin/noa/pending_lor_designation/{id}/resolve` on the version shown: back to processing. */
export function useResolveLorDesignation(documentId: number, version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(
        adminNoaReviewCalls.resolveLorDesignation,
        { params: { id: documentId }, body: { resolution: 'returnToQueue' } },
        { ifMatch: version },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noaQueuesKey }),
  });
}
