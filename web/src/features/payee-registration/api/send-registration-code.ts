import { useMutation } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST registration_code`: emails a 6-digit code to prove the address (step 1; a new code replaces the last). */
export function sendRegistrationCode(email: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('core', corePaths.registrationCode, { method: 'POST', body: { email } });
}

export function useSendRegistrationCode() {
  return useMutation({ mutationFn: sendRegistrationCode });
}
