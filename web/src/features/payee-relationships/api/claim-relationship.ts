import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import type { ClaimRelationship, ClaimResult } from '#shared/schemas/payee-relationships.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { relationshipKeys } from './keys.ts';

/** `PUT {id}/claim`: one relationship with the code sent to its contact method. */
export function claimRelationship({
  relationshipId,
  ...body
}: ClaimRelationship & { relationshipId: number }): Promise<ClaimResult> {
  return apiRequest<ClaimResult>('core', fillPath(corePaths.payeeRelationshipClaim, { id: relationshipId }), {
    method: 'PUT',
    body,
  });
}

/** Claims refresh every relationship query (seeds 000 §4: relationships are refreshed after a claim). */
export function useClaimRelationship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRelationship,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
  });
}
