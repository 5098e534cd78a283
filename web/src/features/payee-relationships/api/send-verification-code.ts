import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payeeRelationshipCalls } from '#shared/contracts/payee-relationships.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `POST verify_payee_contact_method`: a new six-digit code by email, text or voice. */
export function useSendVerificationCode() {
  return useMutation({
    mutationFn: (body: CallBody<typeof payeeRelationshipCalls.sendVerificationCode>) =>
      callApi(payeeRelationshipCalls.sendVerificationCode, { body }),
  });
}
