import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { billCalls } from '#shared/contracts/settlement-bills.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import { callApi } from '../api-call.ts';
import { isConflict } from '../api-client.ts';
import { reloadBill, storeBill } from './bill-cache.ts';

export type UpdateBillInput = {
  id: string;
  /** The version of the bill the reviewer saw (If-Match): 409 when it changed since. */
  version: number;
  body: CallBody<typeof billCalls.review>;
};

/**
 * `PUT bills/{id}`: the payor's review (a new state, with a note when rejecting) and its fixes of
 * the load or invoice number, made on the version of the bill the reviewer saw.
 */
export async function updateBill({ id, version, body }: UpdateBillInput): Promise<Bill> {
  const { bill } = await callApi(billCalls.review, { params: { id }, body }, { ifMatch: version });
  return bill;
}

/** The answer replaces the cached bill; a conflict (changed meanwhile) reads it again. */
export function useUpdateBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBill,
    onSuccess: (bill) => storeBill(queryClient, bill),
    onError: (error, { id }) => (isConflict(error) ? reloadBill(queryClient, id) : undefined),
  });
}
