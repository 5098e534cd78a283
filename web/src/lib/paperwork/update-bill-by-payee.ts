import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { billCalls } from '#shared/contracts/settlement-bills.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import { callApi } from '../api-call.ts';
import { isConflict } from '../api-client.ts';
import { reloadBill, storeBill } from './bill-cache.ts';

/** The bill being changed: its id and the version the user saw (If-Match). */
export type BillVersion = Pick<Bill, 'id' | 'version'>;
export type UpdateBillByPayeeBody = CallBody<typeof billCalls.updateByPayee>;

/**
 * `PUT bills/{id}/update_by_payee`: the carrier changes a bill it may still edit and, with
 * `submit: true`, submits it (checked on the server, then queued for delivery: state `sent`). Made
 * on the version of the bill the carrier saw: 409 when it changed since.
 */
export async function updateBillByPayee(bill: BillVersion, body: UpdateBillByPayeeBody): Promise<Bill> {
  const answer = await callApi(billCalls.updateByPayee, { params: { id: bill.id }, body }, { ifMatch: bill.version });
  return answer.bill;
}

/** The answer replaces the cached bill; a conflict (changed meanwhile) reads it again. */
export function useUpdateBillByPayee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bill, body }: { bill: BillVersion; body: UpdateBillByPayeeBody }) => updateBillByPayee(bill, body),
    onSuccess: (bill) => storeBill(queryClient, bill),
    onError: (error, { bill }) => (isConflict(error) ? reloadBill(queryClient, bill.id) : undefined),
  });
}
