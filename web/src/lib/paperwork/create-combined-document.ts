import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallAnswer } from '#shared/api/contract.ts';
import { billDocumentCalls } from '#shared/contracts/settlement-documents.ts';
import { callApi } from '../api-call.ts';
import { storeBill } from './bill-cache.ts';

/**
 * `POST bills/{id}/documents/combined`: one PDF of the bill's attached documents, stored as its
 * 'combined' document (replacing an earlier one); TIFFs cannot be combined and come back in
 * `skipped`. The browser calls the settlement path; the edge hands it to the exports API, which has
 * the PDF library.
 */
export function createCombinedDocument(billId: string): Promise<CallAnswer<typeof billDocumentCalls.combine>> {
  return callApi(billDocumentCalls.combine, { params: { id: billId } });
}

export function useCreateCombinedDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCombinedDocument, onSuccess: ({ bill }) => storeBill(queryClient, bill) });
}
