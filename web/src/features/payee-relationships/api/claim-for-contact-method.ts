import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payeeRelationshipCalls } from '#shared/contracts/payee-relationships.ts';
import { callApi } from '#web/lib/api-call.ts';
import { relationshipKeys } from './keys.ts';

/**
 * `PUT claim_for_contact_method`: every unclaimed relationship of one contact method.
 * Claims refresh every relationship query (seeds 000 §4: relationships are refreshed after a claim).
 */
export function useClaimForContactMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof payeeRelationshipCalls.claimForContactMethod>) =>
      callApi(payeeRelationshipCalls.claimForContactMethod, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
  });
}
