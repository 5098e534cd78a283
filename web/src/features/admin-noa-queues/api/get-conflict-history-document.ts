import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNoaReviewCalls } from '#shared/contracts/admin-noa-reviews.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

/** `GET admin/noa/action_conflicts/history/{id}`: a document that was in conflict, with its steps. */
export const conflictHistoryDocumentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...noaQueuesKey, 'conflict-history-document', id],
    queryFn: ({ signal }) => callApi(adminNoaReviewCalls.conflictHistoryDocument, { params: { id } }, { signal }),
  });

export function useConflictHistoryDocument(id: string) {
  return useQuery(conflictHistoryDocumentQueryOptions(id));
}
