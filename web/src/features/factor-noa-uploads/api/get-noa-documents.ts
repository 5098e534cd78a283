import { queryOptions, useQuery } from '@tanstack/react-query';
import { factorNoaDocumentCalls } from '#shared/contracts/factor-noa-documents.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `GET factor/noa_documents`: the factor's own NOAs and LORs, newest first, each with its state. */
export const noaDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: ['factor-noa-uploads', 'documents'],
    queryFn: ({ signal }) => callApi(factorNoaDocumentCalls.list, {}, { signal }),
  });

export function useNoaDocuments() {
  return useQuery(noaDocumentsQueryOptions());
}
