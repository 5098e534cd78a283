import { useMutation } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { ForwardRegistrationRequest } from '#shared/schemas/registration.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST forward_registration`: invites the person authorized to register the company (once per token). */
export function forwardRegistration(input: ForwardRegistrationRequest): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('core', corePaths.forwardRegistration, { method: 'POST', body: input });
}

export function useForwardRegistration() {
  return useMutation({ mutationFn: forwardRegistration });
}
