import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { apiRequest } from '../api-client.ts';
import { forgetBill } from './bill-cache.ts';

/** `DELETE bills/{id}`: the carrier removes a bill it may still edit, with its documents. */
export async function deleteBill(id: string): Promise<void> {
  await apiRequest<{ id: string; deleted: true }>('settlement', fillPath(settlementPaths.bill, { id }), {
    method: 'DELETE',
  });
}

export function useDeleteBill() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBill, onSuccess: (_, id) => forgetBill(queryClient, id) });
}
