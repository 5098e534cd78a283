import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallAnswer } from '#shared/api/contract.ts';
import { billCalls } from '#shared/contracts/settlement-bills.ts';
import { callApi } from '../api-call.ts';
import { paperworkKeys } from './keys.ts';

export type ResubmitBillsResult = CallAnswer<typeof billCalls.resubmit>;

/**
 * `POST bills/resubmit_to_sqs`: checks each bill, moves it to `sent` and queues it for the
 * background worker, which delivers it to the payor within seconds. Answers at once.
 */
export function resubmitBills(billIds: string[]): Promise<ResubmitBillsResult> {
  return callApi(billCalls.resubmit, { body: { billIds } });
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
