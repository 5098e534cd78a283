import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payeeRelationshipCalls } from '#shared/contracts/payee-relationships.ts';
import { callApi } from '#web/lib/api-call.ts';
import type { RelationshipsCallQuery } from '../lib/list-state.ts';
import { relationshipKeys } from './keys.ts';

/** `GET payee/payee_relationships`: one page of the carrier's payors. */
export const relationshipsQueryOptions = (query: RelationshipsCallQuery) =>
  queryOptions({
    queryKey: relationshipKeys.list(query),
    queryFn: ({ signal }) => callApi(payeeRelationshipCalls.list, { query }, { signal }),
  });

/** The list keeps the previous page on screen while the next one loads. */
export function useRelationships(query: RelationshipsCallQuery) {
  return useQuery({ ...relationshipsQueryOptions(query), placeholderData: keepPreviousData });
}
