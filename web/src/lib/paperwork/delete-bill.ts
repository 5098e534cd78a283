import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billCalls } from '#shared/contracts/settlement-bills.ts';
import { callApi } from '../api-call.ts';
import { forgetBill } from './bill-cache.ts';

/** `DELETE bills/{id}`: the carrier removes a bill it may still edit, with its documents. */
export async function deleteBill(id: string): Promise<void> {
  await callApi(billCalls.delete, { params: { id } });
}

export function useDeleteBill() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBill, onSuccess: (_, id) => forgetBill(queryClient, id) });
}
