import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { apiRequest } from '../api-client.ts';
import { storeBill } from './bill-cache.ts';
import type { ChargeResult } from './create-charge.ts';

export type UpdateChargeInput = { chargeId: string; amount: number };

/**
 * `PUT charges/{id}`: a new amount in cents. The server replaces the charge (deletes the old one
 * of that type and creates a new one), so the answer's charge has a new id.
 */
export function updateCharge({ chargeId, amount }: UpdateChargeInput): Promise<ChargeResult> {
  return apiRequest<ChargeResult>('settlement', fillPath(settlementPaths.charge, { id: chargeId }), {
    method: 'PUT',
    body: { amount },
  });
}

export function useUpdateCharge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCharge, onSuccess: ({ bill }) => storeBill(queryClient, bill) });
}
