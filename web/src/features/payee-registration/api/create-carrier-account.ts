import { useMutation } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { CreateCarrierAccountRequest } from '#shared/schemas/registration.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * `POST registration/account`: creates the carrier, its administrator and their sign-in (step 3,
 * confirmed). Safe to retry: a repeat of a request that succeeded answers the same.
 */
export function createCarrierAccount(input: CreateCarrierAccountRequest): Promise<{ email: string }> {
  return apiRequest<{ email: string }>('core', corePaths.registrationAccount, { method: 'POST', body: input });
}

export function useCreateCarrierAccount() {
  return useMutation({ mutationFn: createCarrierAccount });
}
