import { queryOptions, useQuery } from '@tanstack/react-query';
import { payeePayorCalls } from '#shared/contracts/payee-payors.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `GET payee/payors/name`: id and name of each of the carrier's payors, for the payor filter. */
export const payorNamesQueryOptions = () =>
  queryOptions({
    queryKey: ['payee-invoices', 'payor-names'],
    queryFn: ({ signal }) => callApi(payeePayorCalls.names, {}, { signal }),
  });

export function usePayorNames() {
  return useQuery(payorNamesQueryOptions());
}
