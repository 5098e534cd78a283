import { queryOptions, useQuery } from '@tanstack/react-query';
import { showItemCacheMs } from '#shared/constants/client.ts';
import { payeeRelationshipCalls } from '#shared/contracts/payee-relationships.ts';
import { callApi } from '#web/lib/api-call.ts';
import { relationshipKeys } from './keys.ts';

/** `GET {id}/terms`: the facts the terms of service with this payor are written from. */
export const relationshipTermsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: relationshipKeys.terms(id),
    queryFn: ({ signal }) => callApi(payeeRelationshipCalls.terms, { params: { id } }, { signal }),
    staleTime: showItemCacheMs,
  });

export function useRelationshipTerms(id: number) {
  return useQuery(relationshipTermsQueryOptions(id));
}
