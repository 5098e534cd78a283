import { useMutation } from '@tanstack/react-query';
import { payeeRelationshipCalls } from '#shared/contracts/payee-relationships.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `POST {id}/create_claim_intent`: notes that the user started claiming this payor. */
export function useCreateClaimIntent() {
  return useMutation({
    mutationFn: (relationshipId: number) =>
      callApi(payeeRelationshipCalls.claimIntent, { params: { id: relationshipId } }),
  });
}
