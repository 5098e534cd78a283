import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payeeRelationshipCalls } from '#shared/contracts/payee-relationships.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `POST {id}/verify`: checks the code before the payment-term step (the claim spends it). */
export function useVerifyCode() {
  return useMutation({
    mutationFn: ({
      relationshipId,
      ...body
    }: CallBody<typeof payeeRelationshipCalls.verifyCode> & { relationshipId: number }) =>
      callApi(payeeRelationshipCalls.verifyCode, { params: { id: relationshipId }, body }),
  });
}
