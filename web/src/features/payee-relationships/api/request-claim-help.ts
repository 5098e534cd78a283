import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payeeRelationshipCalls } from '#shared/contracts/payee-relationships.ts';
import { callApi } from '#web/lib/api-call.ts';
import { relationshipKeys } from './keys.ts';

/** `PUT {id}/unauthenticated_request`: asks LanePay to verify a payor whose contacts the carrier can't reach. */
export function useRequestClaimHelp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (relationshipId: number) =>
      callApi(payeeRelationshipCalls.requestHelp, { params: { id: relationshipId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
  });
}
