import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import type { ClaimResult, ClaimWithoutVerification } from '#shared/schemas/payee-relationships.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { relationshipKeys } from './keys.ts';

/** `PUT {id}/claim_without_verification`: a pre-verified relationship or contact method. */
export function claimWithoutVerification({
  relationshipId,
  ...body
}: ClaimWithoutVerification & { relationshipId: number }): Promise<ClaimResult> {
  return apiRequest<ClaimResult>(
    'core',
    fillPath(corePaths.payeeRelationshipClaimWithoutVerification, { id: relationshipId }),
    { method: 'PUT', body },
  );
}

/** Claims refresh every relationship query (seeds 000 §4: relationships are refreshed after a claim). */
export function useClaimWithoutVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimWithoutVerification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
  });
}
