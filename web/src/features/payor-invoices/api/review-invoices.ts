import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payorInvoiceCalls } from '#shared/contracts/payor-invoices.ts';
import { callApi } from '#web/lib/api-call.ts';
import { payorInvoicesKey } from './get-invoices.ts';

export type ReviewInvoicesInput = CallBody<typeof payorInvoiceCalls.changeStatuses>;

/**
 * `PUT payor/invoices/status`: one move for the selected invoices, each on the version the list
 * showed. Whatever the outcome per invoice, the lists, totals and open invoices reload.
 */
export function useReviewInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInvoicesInput) => callApi(payorInvoiceCalls.changeStatuses, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payorInvoicesKey }),
  });
}
