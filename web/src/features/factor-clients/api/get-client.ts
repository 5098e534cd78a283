import { queryOptions, useQuery } from '@tanstack/react-query';
import { factorClientCalls } from '#shared/contracts/factor-clients.ts';
import { callApi } from '#web/lib/api-call.ts';
import { factorClientsKey } from './get-clients.ts';

/** `GET factor/payee_relationships/{id}`: a client by its company id, with its debtors and holds. */
export const factorClientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...factorClientsKey, 'client', id],
    queryFn: ({ signal }) => callApi(factorClientCalls.details, { params: { id } }, { signal }),
  });

export function useFactorClient(id: string) {
  return useQuery(factorClientQueryOptions(id));
}
