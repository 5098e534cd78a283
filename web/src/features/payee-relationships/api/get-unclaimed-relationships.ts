import { queryOptions, useQuery } from '@tanstack/react-query';
import { payeeRelationshipCalls } from '#shared/contracts/payee-relationships.ts';
import { callApi } from '#web/lib/api-call.ts';
import { relationshipKeys } from './keys.ts';

/** `GET unclaimed_relationships`: what is left to claim, by contact method and by payor. */
export const unclaimedRelationshipsQueryOptions = () =>
  queryOptions({
    queryKey: relationshipKeys.unclaimed(),
    queryFn: ({ signal }) => callApi(payeeRelationshipCalls.unclaimed, {}, { signal }),
  });

export function useUnclaimedRelationships() {
  return useQuery(unclaimedRelationshipsQueryOptions());
}
