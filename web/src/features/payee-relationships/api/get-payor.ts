import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { showItemCacheMs } from '#shared/constants/client.ts';
import type { PayorDetails } from '#shared/schemas/payee-payors.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { relationshipKeys } from './keys.ts';

/** `GET payee/payors/{id}`: a payor of the signed-in payee (404 when it is not one). */
export function getPayor(id: number, signal?: AbortSignal): Promise<PayorDetails> {
  return apiRequest<PayorDetails>('core', fillPath(corePaths.payeePayor, { id }), { signal });
}

export const payorQueryOptions = (id: number) =>
  queryOptions({
    queryKey: relationshipKeys.payor(id),
    queryFn: ({ signal }) => getPayor(id, signal),
    staleTime: showItemCacheMs,
    gcTime: showItemCacheMs,
    retry: false,
  });

export function usePayor(id: number) {
  return useQuery(payorQueryOptions(id));
}
