import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import type { Bill, UpdateBillByPayeeBody } from '#shared/schemas/bills.ts';
import { apiRequest } from '../api-client.ts';
import { storeBill } from './bill-cache.ts';

/**
 * `PUT bills/{id}/update_by_payee`: the carrier changes a bill it may still edit and, with
 * `submit: true`, submits it (checked on the server, then queued for delivery: state `sent`).
 */
export async function updateBillByPayee(id: string, body: UpdateBillByPayeeBody): Promise<Bill> {
  const { bill } = await apiRequest<{ bill: Bill }>('settlement', fillPath(settlementPaths.billUpdateByPayee, { id }), {
    method: 'PUT',
    body,
  });
  return bill;
}

export function useUpdateBillByPayee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBillByPayeeBody }) => updateBillByPayee(id, body),
    onSuccess: (bill) => storeBill(queryClient, bill),
  });
}
