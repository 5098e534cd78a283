import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payeeRelationshipCalls } from '#shared/contracts/payee-relationships.ts';
import { callApi } from '#web/lib/api-call.ts';
import { isConflict } from '#web/lib/api-client.ts';
import { relationshipQueryOptions } from './get-relationship.ts';
import { relationshipKeys } from './keys.ts';

export type UpdateRelationshipInput = CallBody<typeof payeeRelationshipCalls.update> & {
  id: number;
  /** The version of the relationship the carrier saw (If-Match): 409 when it changed since. */
  version: number;
};

/**
 * `PUT payee/payee_relationships/{id}`: the default payment term new invoices get. The answer
 * replaces the cached relationship; a conflict reads it (and the lists) again.
 */
export function useUpdateRelationship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, ...body }: UpdateRelationshipInput) =>
      callApi(payeeRelationshipCalls.update, { params: { id }, body }, { ifMatch: version }),
    onSuccess: (relationship) => {
      queryClient.setQueryData(relationshipKeys.detail(relationship.id), relationship);
      return queryClient.invalidateQueries({ queryKey: relationshipKeys.all });
    },
    onError: (error, { id }) =>
      isConflict(error)
        ? Promise.all([
            queryClient.invalidateQueries(relationshipQueryOptions(id)),
            queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
          ])
        : undefined,
  });
}
