import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chargeCalls } from '#shared/contracts/settlement-charges.ts';
import { callApi } from '../api-call.ts';
import { isConflict } from '../api-client.ts';
import { reloadBill, storeBill } from './bill-cache.ts';
import type { ChargeResult } from './create-charge.ts';

export type UpdateChargeInput = {
  chargeId: string;
  amount: number;
  /** The bill the charge is on, and the version of it the user saw (If-Match). */
  billId: string;
  version: number;
};

/**
 * `PUT charges/{id}`: a new amount in cents. The server replaces the charge (deletes the old one
 * of that type and creates a new one), so the answer's charge has a new id. Made on the version of
 * the bill the user saw: 409 when it changed since.
 */
export function updateCharge({ chargeId, amount, version }: UpdateChargeInput): Promise<ChargeResult> {
  return callApi(chargeCalls.update, { params: { id: chargeId }, body: { amount } }, { ifMatch: version });
}

export function useUpdateCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCharge,
    onSuccess: ({ bill }) => storeBill(queryClient, bill),
    onError: (error, { billId }) => (isConflict(error) ? reloadBill(queryClient, billId) : undefined),
  });
}
