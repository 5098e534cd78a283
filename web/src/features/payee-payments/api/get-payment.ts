import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { showItemCacheMs } from '#shared/constants/client.ts';
import type { PaymentDetails } from '#shared/schemas/payee-payments.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET payee/payments/{id}`: a payment with its fees, account and the invoices it paid. */
export function getPayment(id: string, signal?: AbortSignal): Promise<PaymentDetails> {
  return apiRequest<PaymentDetails>('core', fillPath(corePaths.payeePayment, { id }), { signal });
}

export const paymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['payee-payments', 'details', id],
    queryFn: ({ signal }) => getPayment(id, signal),
    staleTime: showItemCacheMs,
    gcTime: showItemCacheMs,
  });

export function usePayment(id: string) {
  return useQuery(paymentQueryOptions(id));
}
