import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNoaProcessingCalls } from '#shared/contracts/admin-noa-processing.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaProcessingKey } from './get-queues.ts';

/** `GET admin/noa/documents/{id}/history`: every step of the document. */
export const noaHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...noaProcessingKey, 'history', id],
    queryFn: ({ signal }) => callApi(adminNoaProcessingCalls.history, { params: { id } }, { signal }),
  });

export function useNoaHistory(id: string) {
  return useQuery(noaHistoryQueryOptions(id));
}
