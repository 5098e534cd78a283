import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payeeRelationshipCalls } from '#shared/contracts/payee-relationships.ts';
import { callApi } from '#web/lib/api-call.ts';
import { relationshipKeys } from './keys.ts';

/**
 * `PUT {id}/claim_without_verification`: a pre-verified relationship or contact method.
 * Claims refresh every relationship query (seeds 000 §4: relationships are refreshed after a claim).
 */
export function useClaimWithoutVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      relationshipId,
      ...body
    }: CallBody<typeof payeeRelationshipCalls.claimWithoutVerification> & { relationshipId: number }) =>
      callApi(payeeRelationshipCalls.claimWithoutVerification, { params: { id: relationshipId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
  });
}
