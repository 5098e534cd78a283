import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { RelationshipsPage } from '#shared/schemas/payee-relationships.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { Query } from '#web/lib/query-string.ts';
import { relationshipKeys } from './keys.ts';

/** `GET payee/payee_relationships`: one page of the carrier's payors. */
export function getRelationships(query: Query, signal?: AbortSignal): Promise<RelationshipsPage> {
  return apiRequest<RelationshipsPage>('core', corePaths.payeeRelationships, { query, signal });
}

export const relationshipsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: relationshipKeys.list(query),
    queryFn: ({ signal }) => getRelationships(query, signal),
  });

/** The list keeps the previous page on screen while the next one loads. */
export function useRelationships(query: Query) {
  return useQuery({ ...relationshipsQueryOptions(query), placeholderData: keepPreviousData });
}
