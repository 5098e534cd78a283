import { queryOptions, useQuery } from '@tanstack/react-query';
import { factorClientCalls } from '#shared/contracts/factor-clients.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `GET factor/payors`: the factor's debtors with their clients and open, approved and held amounts. */
export const factorDebtorsQueryOptions = () =>
  queryOptions({
    queryKey: ['factor-debtors', 'list'],
    queryFn: ({ signal }) => callApi(factorClientCalls.debtors, {}, { signal }),
  });

export function useFactorDebtors() {
  return useQuery(factorDebtorsQueryOptions());
}
