import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import type { ClaimByAuthorizationForm, ClaimResult } from '#shared/schemas/payee-relationships.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { relationshipKeys } from './keys.ts';

/** `PUT {id}/claim_by_authorization_form`: the signed broker authorization form. */
export function claimByAuthorizationForm({
  relationshipId,
  ...body
}: ClaimByAuthorizationForm & { relationshipId: number }): Promise<ClaimResult> {
  return apiRequest<ClaimResult>(
    'core',
    fillPath(corePaths.payeeRelationshipClaimByAuthorizationForm, { id: relationshipId }),
    { method: 'PUT', body },
  );
}

/** Claims refresh every relationship query (seeds 000 §4: relationships are refreshed after a claim). */
export function useClaimByAuthorizationForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimByAuthorizationForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
  });
}
