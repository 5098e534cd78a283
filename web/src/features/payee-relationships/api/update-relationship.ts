import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import type { PayeeRelationship, UpdateRelationship } from '#shared/schemas/payee-relationships.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { relationshipKeys } from './keys.ts';

/** `PUT payee/payee_relationships/{id}`: the default payment term new invoices get. */
export function updateRelationship({ id, ...body }: UpdateRelationship & { id: number }): Promise<PayeeRelationship> {
  return apiRequest<PayeeRelationship>('core', fillPath(corePaths.payeeRelationship, { id }), { method: 'PUT', body });
}

export function useUpdateRelationship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRelationship,
    onSuccess: (relationship) => {
      queryClient.setQueryData(relationshipKeys.detail(relationship.id), relationship);
      return queryClient.invalidateQueries({ queryKey: relationshipKeys.all });
    },
  });
}
