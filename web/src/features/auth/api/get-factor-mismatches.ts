import { queryOptions, useQuery } from '@tanstack/react-query';
import { payeeFactorMismatchCalls } from '#shared/contracts/payee-factor-mismatches.ts';
import { callApi } from '#web/lib/api-call.ts';

export const factorMismatchesQueryOptions = () =>
  queryOptions({
    queryKey: ['factor-mismatches'],
    queryFn: ({ signal }) => callApi(payeeFactorMismatchCalls.list, {}, { signal }),
  });

/** `GET payee/factor_mismatches`: the payors to answer for, and who in the company may answer. */
export function useFactorMismatches() {
  return useQuery(factorMismatchesQueryOptions());
}
