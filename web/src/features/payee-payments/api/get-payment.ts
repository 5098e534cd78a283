import { queryOptions, useQuery } from '@tanstack/react-query';
import { showItemCacheMs } from '#shared/constants/client.ts';
import { payeePaymentCalls } from '#shared/contracts/payee-payments.ts';
import { callApi } from '#web/lib/api-call.ts';

export const paymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['payee-payments', 'details', id],
    queryFn: ({ signal }) => callApi(payeePaymentCalls.details, { params: { id } }, { signal }),
    staleTime: showItemCacheMs,
    gcTime: showItemCacheMs,
  });

export function usePayment(id: string) {
  return useQuery(paymentQueryOptions(id));
}
