import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import { apiRequest } from '../api-client.ts';
import { storeBill } from './bill-cache.ts';

export type DeleteDocumentInput = { billId: string; documentId: string };

/**
 * `DELETE bills/{id}/documents/{documentId}`: removes the document and its stored file (while the
 * bill is editable by the caller); resolves with the bill without it.
 */
export async function deleteDocument({ billId, documentId }: DeleteDocumentInput): Promise<Bill> {
  const { bill } = await apiRequest<{ bill: Bill }>(
    'settlement',
    fillPath(settlementPaths.billDocument, { id: billId, documentId }),
    { method: 'DELETE' },
  );
  return bill;
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDocument, onSuccess: (bill) => storeBill(queryClient, bill) });
}
