import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { apiRequest } from '../api-client.ts';
import { storeBill } from './bill-cache.ts';
import type { ChargeResult } from './create-charge.ts';

export type DeleteChargeInput = { chargeId: string };

/** `DELETE charges/{id}`: the answer's bill no longer has it. */
export function deleteCharge({ chargeId }: DeleteChargeInput): Promise<ChargeResult> {
  return apiRequest<ChargeResult>('settlement', fillPath(settlementPaths.charge, { id: chargeId }), {
    method: 'DELETE',
  });
}

export function useDeleteCharge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCharge, onSuccess: ({ bill }) => storeBill(queryClient, bill) });
}
