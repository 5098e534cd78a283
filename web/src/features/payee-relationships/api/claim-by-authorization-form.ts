import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payeeRelationshipCalls } from '#shared/contracts/payee-relationships.ts';
import { callApi } from '#web/lib/api-call.ts';
import { relationshipKeys } from './keys.ts';

/**
 * `PUT {id}/claim_by_authorization_form`: the signed broker authorization form.
 * Claims refresh every relationship query (seeds 000 §4: relationships are refreshed after a claim).
 */
export function useClaimByAuthorizationForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      relationshipId,
      ...body
    }: CallBody<typeof payeeRelationshipCalls.claimByAuthorizationForm> & { relationshipId: number }) =>
      callApi(payeeRelationshipCalls.claimByAuthorizationForm, { params: { id: relationshipId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
  });
}
