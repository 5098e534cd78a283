import { useMutation } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import type { ClaimIntent } from '#shared/schemas/payee-relationships.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST {id}/create_claim_intent`: notes that the user started claiming this payor. */
export function createClaimIntent(relationshipId: number): Promise<ClaimIntent> {
  return apiRequest<ClaimIntent>('core', fillPath(corePaths.payeeRelationshipClaimIntent, { id: relationshipId }), {
    method: 'POST',
  });
}

export function useCreateClaimIntent() {
  return useMutation({ mutationFn: createClaimIntent });
}
