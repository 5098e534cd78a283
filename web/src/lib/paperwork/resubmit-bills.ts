import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import type { resubmitBillsResponseSchema } from '#shared/schemas/bills.ts';
import { apiRequest } from '../api-client.ts';
import { paperworkKeys } from './keys.ts';

export type ResubmitBillsResult = z.infer<typeof resubmitBillsResponseSchema>;

/**
 * `POST bills/resubmit_to_sqs`: checks each bill, moves it to `sent` and queues it for the
 * background worker, which delivers it to the payor within seconds. Answers at once.
 */
export function resubmitBills(billIds: string[]): Promise<ResubmitBillsResult> {
  return apiRequest<ResubmitBillsResult>('settlement', settlementPaths.billsResubmit, {
    method: 'POST',
    body: { billIds },
  });
}

/** The bills are read again afterwards (their state is now `sent`; poll them to see delivery). */
export function useResubmitBills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resubmitBills,
    onSuccess: async (_, billIds) => {
      await Promise.all([
        ...billIds.map((id) => queryClient.invalidateQueries({ queryKey: paperworkKeys.bill(id) })),
        queryClient.invalidateQueries({ queryKey: paperworkKeys.lists }),
      ]);
    },
  });
}
