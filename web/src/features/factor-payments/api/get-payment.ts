import { queryOptions, useQuery } from '@tanstack/react-query';
import { factorPaymentCalls } from '#shared/contracts/factor-payments.ts';
import { callApi } from '#web/lib/api-call.ts';
import { factorPaymentsKey } from './get-payments.ts';

/** `GET factor/payments/{id}`: a payment to the factor with its remittance (each invoice it paid). */
export const factorPaymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...factorPaymentsKey, 'payment', id],
    queryFn: ({ signal }) => callApi(factorPaymentCalls.details, { params: { id } }, { signal }),
  });

export function useFactorPayment(id: string) {
  return useQuery(factorPaymentQueryOptions(id));
}
