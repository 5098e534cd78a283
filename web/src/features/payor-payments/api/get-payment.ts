import { queryOptions, useQuery } from '@tanstack/react-query';
import { payorPaymentCalls } from '#shared/contracts/payor-payments.ts';
import { callApi } from '#web/lib/api-call.ts';

export const payorPaymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['payor-payments', 'details', id],
    queryFn: ({ signal }) => callApi(payorPaymentCalls.details, { params: { id } }, { signal }),
  });

export function usePayorPayment(id: string) {
  return useQuery(payorPaymentQueryOptions(id));
}
