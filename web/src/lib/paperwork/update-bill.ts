import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import type { Bill, UpdateBillBody } from '#shared/schemas/bills.ts';
import { apiRequest } from '../api-client.ts';
import { storeBill } from './bill-cache.ts';

/**
 * `PUT bills/{id}`: the payor's review (a new state, with a note when rejecting) and its fixes of
 * the load or invoice number.
 */
export async function updateBill(id: string, body: UpdateBillBody): Promise<Bill> {
  const { bill } = await apiRequest<{ bill: Bill }>('settlement', fillPath(settlementPaths.bill, { id }), {
    method: 'PUT',
    body,
  });
  return bill;
}

export function useUpdateBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBillBody }) => updateBill(id, body),
    onSuccess: (bill) => storeBill(queryClient, bill),
  });
}
