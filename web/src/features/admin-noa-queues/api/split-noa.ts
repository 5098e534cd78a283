import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminNoaReviewCalls } from '#shared/contracts/admin-noa-reviews.ts';
import type { NoaSplit } from '#shared/schemas/admin-noa-reviews.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

/**
 * `POST admin/noa/split_noas/{id}` on the version shown: a retry answers the same parts; the
 * queues and the document reload either way.
 */
export function useSplitNoa(documentId: number, version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (split: NoaSplit) =>
      callApi(adminNoaReviewCalls.split, { params: { id: documentId }, body: split }, { ifMatch: version }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noaQueuesKey }),
  });
}
