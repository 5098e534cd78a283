import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { registrationCalls } from '#shared/contracts/registration.ts';
import { callApi } from '#web/lib/api-call.ts';

/**
 * `POST registration_code/verify`: a correct code buys the registration token the other steps
 * carry, and says whether the email already has an account. A wrong code is a 400 on `code`.
 */
export function verifyRegistrationCode(body: CallBody<typeof registrationCalls.verifyCode>) {
  return callApi(registrationCalls.verifyCode, { body });
}

export function useVerifyRegistrationCode() {
  return useMutation({ mutationFn: verifyRegistrationCode });
}
