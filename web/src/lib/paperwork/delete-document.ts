import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billDocumentCalls } from '#shared/contracts/settlement-documents.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import { callApi } from '../api-call.ts';
import { isConflict } from '../api-client.ts';
import { reloadBill, storeBill } from './bill-cache.ts';

export type DeleteDocumentInput = {
  billId: string;
  documentId: string;
  /** The version of the bill the user saw (If-Match): removing a document changes the bill. */
  version: number;
};

/**
 * `DELETE bills/{id}/documents/{documentId}`: removes the document and its stored file (while the
 * bill is editable by the caller); resolves with the bill without it. 409 when the bill changed
 * since the user saw it.
 */
export async function deleteDocument({ billId, documentId, version }: DeleteDocumentInput): Promise<Bill> {
  const { bill } = await callApi(
    billDocumentCalls.remove,
    { params: { id: billId, documentId } },
    { ifMatch: version },
  );
  return bill;
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (bill) => storeBill(queryClient, bill),
    onError: (error, { billId }) => (isConflict(error) ? reloadBill(queryClient, billId) : undefined),
  });
}
