import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { apiRequest, isConflict } from '../api-client.ts';
import { reloadBill, storeBill } from './bill-cache.ts';
import type { ChargeResult } from './create-charge.ts';

export type DeleteChargeInput = {
  chargeId: string;
  /** The bill the charge is on, and the version of it the user saw (If-Match). */
  billId: string;
  version: number;
};

/** `DELETE charges/{id}`: the answer's bill no longer has it; 409 when the bill changed since it was seen. */
export function deleteCharge({ chargeId, version }: DeleteChargeInput): Promise<ChargeResult> {
  return apiRequest<ChargeResult>('settlement', fillPath(settlementPaths.charge, { id: chargeId }), {
    method: 'DELETE',
    ifMatch: version,
  });
}

export function useDeleteCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCharge,
    onSuccess: ({ bill }) => storeBill(queryClient, bill),
    onError: (error, { billId }) => (isConflict(error) ? reloadBill(queryClient, billId) : undefined),
  });
}
