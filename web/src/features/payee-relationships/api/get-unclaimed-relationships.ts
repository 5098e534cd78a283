import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { UnclaimedRelationships } from '#shared/schemas/payee-relationships.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { relationshipKeys } from './keys.ts';

/** `GET unclaimed_relationships`: what is left to claim, by contact method and by payor. */
export function getUnclaimedRelationships(signal?: AbortSignal): Promise<UnclaimedRelationships> {
  return apiRequest<UnclaimedRelationships>('core', corePaths.payeeUnclaimedRelationships, { signal });
}

export const unclaimedRelationshipsQueryOptions = () =>
  queryOptions({
    queryKey: relationshipKeys.unclaimed(),
    queryFn: ({ signal }) => getUnclaimedRelationships(signal),
  });

export function useUnclaimedRelationships() {
  return useQuery(unclaimedRelationshipsQueryOptions());
}
