import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import type { Bill, Charge } from '#shared/schemas/bills.ts';
import { apiRequest } from '../api-client.ts';
import { storeBill } from './bill-cache.ts';

/** Every charge call answers with the charge (null once deleted) and the whole bill (seeds 000 §4). */
export type ChargeResult = { charge: Charge | null; bill: Bill };

export type CreateChargeInput = { billId: string; chargeTypeId: number; amount: number };

/** `POST charges`: a linehaul or accessorial of a bill, in integer cents. */
export function createCharge(input: CreateChargeInput): Promise<ChargeResult> {
  return apiRequest<ChargeResult>('settlement', settlementPaths.charges, { method: 'POST', body: input });
}

/** The answer's bill replaces the cached one, so every screen showing it is current. */
export function useCreateCharge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCharge, onSuccess: ({ bill }) => storeBill(queryClient, bill) });
}
