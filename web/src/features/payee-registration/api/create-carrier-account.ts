import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { registrationCalls } from '#shared/contracts/registration.ts';
import { callApi } from '#web/lib/api-call.ts';

/**
 * `POST registration/account`: creates the carrier, its administrator and their sign-in (step 3,
 * confirmed). Safe to retry: a repeat of a request that succeeded answers the same.
 */
export function createCarrierAccount(body: CallBody<typeof registrationCalls.createAccount>) {
  return callApi(registrationCalls.createAccount, { body });
}

export function useCreateCarrierAccount() {
  return useMutation({ mutationFn: createCarrierAccount });
}
