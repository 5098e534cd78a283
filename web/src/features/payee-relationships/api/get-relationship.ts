import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { showItemCacheMs } from '#shared/constants/client.ts';
import type { PayeeRelationship } from '#shared/schemas/payee-relationships.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { relationshipKeys } from './keys.ts';

/** `GET payee/payee_relationships/{id}`. */
export function getRelationship(id: number, signal?: AbortSignal): Promise<PayeeRelationship> {
  return apiRequest<PayeeRelationship>('core', fillPath(corePaths.payeeRelationship, { id }), { signal });
}

export const relationshipQueryOptions = (id: number) =>
  queryOptions({
    queryKey: relationshipKeys.detail(id),
    queryFn: ({ signal }) => getRelationship(id, signal),
    staleTime: showItemCacheMs,
    gcTime: showItemCacheMs,
  });

export function useRelationship(id: number) {
  return useQuery(relationshipQueryOptions(id));
}
