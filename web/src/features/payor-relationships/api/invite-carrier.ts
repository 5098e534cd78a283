import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payorRelationshipCalls } from '#shared/contracts/payor-relationships.ts';
import { callApi } from '#web/lib/api-call.ts';

export type InviteCarrierBody = CallBody<typeof payorRelationshipCalls.invite>;

/** `POST payor/payee_relationships`: invites a carrier; the carriers are read again. */
export function useInviteCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteCarrierBody) => callApi(payorRelationshipCalls.invite, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payor-relationships'] }),
  });
}
