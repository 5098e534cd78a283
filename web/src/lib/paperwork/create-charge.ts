import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallAnswer, CallBody } from '#shared/api/contract.ts';
import { chargeCalls } from '#shared/contracts/settlement-charges.ts';
import { callApi } from '../api-call.ts';
import { isConflict } from '../api-client.ts';
import { reloadBill, storeBill } from './bill-cache.ts';

/** Every charge call answers with the charge (null once deleted) and the whole bill (seeds 000 §4). */
export type ChargeResult = CallAnswer<typeof chargeCalls.create>;

export type CreateChargeInput = CallBody<typeof chargeCalls.create> & {
  /**
   * The version of the bill the user saw (If-Match): charges live inside the bill, so every charge
   * call changes it, and is refused (409) when the bill changed since.
   */
  version: number;
};

/** `POST charges`: a linehaul or accessorial of a bill, in integer cents. */
export function createCharge({ version, ...body }: CreateChargeInput): Promise<ChargeResult> {
  return callApi(chargeCalls.create, { body }, { ifMatch: version });
}

/** The answer's bill replaces the cached one, so every screen showing it is current; a conflict reads it again. */
export function useCreateCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCharge,
    onSuccess: ({ bill }) => storeBill(queryClient, bill),
    onError: (error, { billId }) => (isConflict(error) ? reloadBill(queryClient, billId) : undefined),
  });
}
