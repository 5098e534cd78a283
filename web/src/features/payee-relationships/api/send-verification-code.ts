import { useMutation } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { SendVerificationCode, VerificationCodeSent } from '#shared/schemas/payee-relationships.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST verify_payee_contact_method`: a new six-digit code by email, text or voice. */
export function sendVerificationCode(body: SendVerificationCode): Promise<VerificationCodeSent> {
  return apiRequest<VerificationCodeSent>('core', corePaths.payeeVerifyContactMethod, { method: 'POST', body });
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
