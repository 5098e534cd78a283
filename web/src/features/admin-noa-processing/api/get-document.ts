import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNoaProcessingCalls } from '#shared/contracts/admin-noa-processing.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaProcessingKey } from './get-queues.ts';

/** `GET admin/noa/documents/{id}`: pages, fields, matches, checklist and who holds it. */
export const noaDocumentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...noaProcessingKey, 'document', id],
    queryFn: ({ signal }) => callApi(adminNoaProcessingCalls.details, { params: { id } }, { signal }),
  });

export function useNoaDocument(id: string) {
  return useQuery(noaDocumentQueryOptions(id));
}
