import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chargeCalls } from '#shared/contracts/settlement-charges.ts';
import { callApi } from '../api-call.ts';
import { isConflict } from '../api-client.ts';
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
  return callApi(chargeCalls.delete, { params: { id: chargeId } }, { ifMatch: version });
}

export function useDeleteCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCharge,
    onSuccess: ({ bill }) => storeBill(queryClient, bill),
    onError: (error, { billId }) => (isConflict(error) ? reloadBill(queryClient, billId) : undefined),
  });
}
