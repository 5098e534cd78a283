import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { registrationCalls } from '#shared/contracts/registration.ts';
import { callApi } from '#web/lib/api-call.ts';

/**
 * `POST registration/carrier`: what the federal registry says about the numbers (match, no match,
 * already registered, or nothing to check). A POST so the token never lands in a URL.
 */
export function lookUpCarrier(body: CallBody<typeof registrationCalls.lookUpCarrier>) {
  return callApi(registrationCalls.lookUpCarrier, { body });
}

export function useLookUpCarrier() {
  return useMutation({ mutationFn: lookUpCarrier });
}
