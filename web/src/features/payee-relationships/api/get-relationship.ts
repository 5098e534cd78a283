import { queryOptions, useQuery } from '@tanstack/react-query';
import { showItemCacheMs } from '#shared/constants/client.ts';
import { payeeRelationshipCalls } from '#shared/contracts/payee-relationships.ts';
import { callApi } from '#web/lib/api-call.ts';
import { relationshipKeys } from './keys.ts';

/** `GET payee/payee_relationships/{id}`: the relationship, at the version its updates are made on. */
export const relationshipQueryOptions = (id: number) =>
  queryOptions({
    queryKey: relationshipKeys.detail(id),
    queryFn: ({ signal }) => callApi(payeeRelationshipCalls.details, { params: { id } }, { signal }),
    staleTime: showItemCacheMs,
    gcTime: showItemCacheMs,
  });

export function useRelationship(id: number) {
  return useQuery(relationshipQueryOptions(id));
}
