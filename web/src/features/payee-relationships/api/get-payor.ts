import { queryOptions, useQuery } from '@tanstack/react-query';
import { showItemCacheMs } from '#shared/constants/client.ts';
import { payeePayorCalls } from '#shared/contracts/payee-payors.ts';
import { callApi } from '#web/lib/api-call.ts';
import { relationshipKeys } from './keys.ts';

/** `GET payee/payors/{id}`: a payor of the signed-in payee (404 when it is not one). */
export const payorQueryOptions = (id: number) =>
  queryOptions({
    queryKey: relationshipKeys.payor(id),
    queryFn: ({ signal }) => callApi(payeePayorCalls.details, { params: { id } }, { signal }),
    staleTime: showItemCacheMs,
    gcTime: showItemCacheMs,
    retry: false,
  });

export function usePayor(id: number) {
  return useQuery(payorQueryOptions(id));
}
