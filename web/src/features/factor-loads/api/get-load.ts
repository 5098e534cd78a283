import { queryOptions, useQuery } from '@tanstack/react-query';
import { factorLoadCalls } from '#shared/contracts/factor-loads.ts';
import { callApi } from '#web/lib/api-call.ts';
import { factorLoadsKey } from './get-loads.ts';

/** `GET factor/loads/{id}`: the load with its invoices the factor sees. */
export const factorLoadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...factorLoadsKey, 'load', id],
    queryFn: ({ signal }) => callApi(factorLoadCalls.details, { params: { id } }, { signal }),
  });

export function useFactorLoad(id: string) {
  return useQuery(factorLoadQueryOptions(id));
}
