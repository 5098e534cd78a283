import { queryOptions, useQuery } from '@tanstack/react-query';
import { factorClientCalls } from '#shared/contracts/factor-clients.ts';
import { callApi } from '#web/lib/api-call.ts';
import { factorLoadsKey } from './get-loads.ts';

/** `GET factor/payors`: the debtors and their clients, which the list's debtor and client filters offer. */
export const factorLoadFilterOptions = () =>
  queryOptions({
    queryKey: [...factorLoadsKey, 'debtors'],
    queryFn: ({ signal }) => callApi(factorClientCalls.debtors, {}, { signal }),
    staleTime: 60_000,
  });

export function useFactorLoadFilterOptions() {
  return useQuery(factorLoadFilterOptions());
}
