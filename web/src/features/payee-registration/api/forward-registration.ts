import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { registrationCalls } from '#shared/contracts/registration.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `POST forward_registration`: invites the person authorized to register the company (once per token). */
export function forwardRegistration(body: CallBody<typeof registrationCalls.forward>) {
  return callApi(registrationCalls.forward, { body });
}

export function useForwardRegistration() {
  return useMutation({ mutationFn: forwardRegistration });
}
