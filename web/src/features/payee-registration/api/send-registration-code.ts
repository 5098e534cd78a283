import { useMutation } from '@tanstack/react-query';
import { registrationCalls } from '#shared/contracts/registration.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `POST registration_code`: emails a 6-digit code to prove the address (step 1; a new code replaces the last). */
export function sendRegistrationCode(email: string) {
  return callApi(registrationCalls.sendCode, { body: { email } });
}

export function useSendRegistrationCode() {
  return useMutation({ mutationFn: sendRegistrationCode });
}
