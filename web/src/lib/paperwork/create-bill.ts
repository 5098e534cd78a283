import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CallBody } from '#shared/api/contract.ts';
import { billCalls } from '#shared/contracts/settlement-bills.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import { callApi } from '../api-call.ts';
import { storeBill } from './bill-cache.ts';

export type CreateBillBody = CallBody<typeof billCalls.create>;

/**
 * `POST bills`: a new bill for a payor the carrier has a claimed relationship with; `incomplete`,
 * or `pending` when a driver sends it to the carrier's administrator (`sendToAdmin`).
 */
export async function createBill(body: CreateBillBody, idempotencyKey?: string): Promise<Bill> {
  const { bill } = await callApi(billCalls.create, { body }, idempotencyKey ? { idempotencyKey } : {});
  return bill;
}

/**
 * One idempotency key per form: a double click, or a retry after a lost answer, gets the bill the
 * first request created instead of a second one.
 */
export function useCreateBill() {
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: (body: CreateBillBody) => createBill(body, idempotencyKey),
    onSuccess: (bill) => storeBill(queryClient, bill),
  });
}
