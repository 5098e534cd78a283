import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { showItemCacheMs } from '#shared/constants/client.ts';
import type { RelationshipTerms } from '#shared/schemas/payee-relationships.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { relationshipKeys } from './keys.ts';

/** `GET {id}/terms`: the facts the terms of service with this payor are written from. */
export function getRelationshipTerms(id: number, signal?: AbortSignal): Promise<RelationshipTerms> {
  return apiRequest<RelationshipTerms>('core', fillPath(corePaths.payeeRelationshipTerms, { id }), { signal });
}

export const relationshipTermsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: relationshipKeys.terms(id),
    queryFn: ({ signal }) => getRelationshipTerms(id, signal),
    staleTime: showItemCacheMs,
  });

export function useRelationshipTerms(id: number) {
  return useQuery(relationshipTermsQueryOptions(id));
}
