import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import type { CombinedDocumentResponse } from '#shared/schemas/bill-documents.ts';
import { apiRequest } from '../api-client.ts';
import { storeBill } from './bill-cache.ts';

/**
 * `POST bills/{id}/documents/combined`: one PDF of the bill's attached documents, stored as its
 * 'combined' document (replacing an earlier one); TIFFs cannot be combined and come back in
 * `skipped`. The browser calls the settlement path; the edge hands it to the exports API, which has
 * the PDF library.
 */
export function createCombinedDocument(billId: string): Promise<CombinedDocumentResponse> {
  return apiRequest<CombinedDocumentResponse>(
    'settlement',
    fillPath(settlementPaths.billCombinedDocument, { id: billId }),
    {
      method: 'POST',
    },
  );
}

export function useCreateCombinedDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCombinedDocument, onSuccess: ({ bill }) => storeBill(queryClient, bill) });
}
