import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import type { PayeeRelationship, UpdateRelationship } from '#shared/schemas/payee-relationships.ts';
import { apiRequest, isConflict } from '#web/lib/api-client.ts';
import { relationshipQueryOptions } from './get-relationship.ts';
import { relationshipKeys } from './keys.ts';

export type UpdateRelationshipInput = UpdateRelationship & {
  id: number;
  /** The version of the relationship the carrier saw (If-Match): 409 when it changed since. */
  version: number;
};

/** `PUT payee/payee_relationships/{id}`: the default payment term new invoices get. */
export function updateRelationship({ id, version, ...body }: UpdateRelationshipInput): Promise<PayeeRelationship> {
  return apiRequest<PayeeRelationship>('core', fillPath(corePaths.payeeRelationship, { id }), {
    method: 'PUT',
    body,
    ifMatch: version,
  });
}

/** The answer replaces the cached relationship; a conflict reads it (and the lists) again. */
export function useUpdateRelationship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRelationship,
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
