import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payeeRelationshipCalls } from '#shared/contracts/payee-relationships.ts';
import { callApi } from '#web/lib/api-call.ts';
import { relationshipKeys } from './keys.ts';

/**
 * `PUT claim`: the selected relationships with one code, all or none.
 * Claims refresh every relationship query (seeds 000 §4: relationships are refreshed after a claim).
 */
export function useClaimRelationships() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof payeeRelationshipCalls.claimSelected>) =>
      callApi(payeeRelationshipCalls.claimSelected, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
  });
}
