import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import type { Bill, CreateBillBody } from '#shared/schemas/bills.ts';
import { apiRequest } from '../api-client.ts';
import { storeBill } from './bill-cache.ts';

/**
 * `POST bills`: a new bill for a payor the carrier has a claimed relationship with; `incomplete`,
 * or `pending` when a driver sends it to the carrier's administrator (`sendToAdmin`).
 */
export async function createBill(body: CreateBillBody): Promise<Bill> {
  const { bill } = await apiRequest<{ bill: Bill }>('settlement', settlementPaths.bills, { method: 'POST', body });
  return bill;
}

export function useCreateBill() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBill, onSuccess: (bill) => storeBill(queryClient, bill) });
}
