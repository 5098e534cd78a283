import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payeeInvoiceCalls } from '#shared/contracts/payee-invoices.ts';
import { callApi } from '#web/lib/api-call.ts';
import { invoiceQueryOptions } from './get-invoice.ts';
import { invoicesAndCreditNotesQueryOptions } from './get-invoices-and-credit-notes.ts';

export type ElectPaymentTermInput = { id: string } & CallBody<typeof payeeInvoiceCalls.electTerm>;

/**
 * `PUT payee/invoices/{id}`: elect the invoice's payment term (QuickPay, or back to Standard Pay /
 * GOTP). The answer is the invoice under its new term: it replaces the cached one, and the lists reload.
 */
export function useElectPaymentTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentTypeId }: ElectPaymentTermInput) =>
      callApi(payeeInvoiceCalls.electTerm, { params: { id }, body: { paymentTypeId } }),
    onSuccess: (details, input) => {
      queryClient.setQueryData(invoiceQueryOptions(input.id).queryKey, details);
      void queryClient.invalidateQueries({ queryKey: invoicesAndCreditNotesQueryOptions({}).queryKey.slice(0, 2) });
    },
  });
}
