import { useMutation } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { RegistrationVerified } from '#shared/schemas/registration.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * `POST registration_code/verify`: a correct code buys the registration token the other steps
 * carry, and says whether the email already has an account. A wrong code is a 400 on `code`.
 */
export function verifyRegistrationCode(input: { email: string; code: string }): Promise<RegistrationVerified> {
  return apiRequest<RegistrationVerified>('core', corePaths.registrationCodeVerify, { method: 'POST', body: input });
}

export function useVerifyRegistrationCode() {
  return useMutation({ mutationFn: verifyRegistrationCode });
}
