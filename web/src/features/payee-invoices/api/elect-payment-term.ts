import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import type { PaymentType } from '#shared/enums/payment-type.ts';
import type { InvoiceDetails } from '#shared/schemas/payee-invoices.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invoiceQueryOptions } from './get-invoice.ts';
import { invoicesAndCreditNotesQueryOptions } from './get-invoices-and-credit-notes.ts';

/** `PUT payee/invoices/{id}`: elect the invoice's payment term (QuickPay, or back to Standard Pay / GOTP). */
export function electPaymentTerm(input: { id: string; paymentTypeId: PaymentType }): Promise<InvoiceDetails> {
  return apiRequest<InvoiceDetails>('core', fillPath(corePaths.payeeInvoice, { id: input.id }), {
    method: 'PUT',
    body: { paymentTypeId: input.paymentTypeId },
  });
}

/** The answer is the invoice under its new term: it replaces the cached one, and the lists reload. */
export function useElectPaymentTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: electPaymentTerm,
    onSuccess: (details, input) => {
      queryClient.setQueryData(invoiceQueryOptions(input.id).queryKey, details);
      void queryClient.invalidateQueries({ queryKey: invoicesAndCreditNotesQueryOptions({}).queryKey.slice(0, 2) });
    },
  });
}
