import { useMutation } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { CarrierLookup } from '#shared/schemas/registration.ts';
import type { CarrierNumbers } from '#shared/validation/registration.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type CarrierLookupInput = CarrierNumbers & { registrationToken: string };

/**
 * `POST registration/carrier`: what the federal registry says about the numbers (match, no match,
 * already registered, or nothing to check). A POST so the token never lands in a URL.
 */
export function lookUpCarrier(input: CarrierLookupInput): Promise<CarrierLookup> {
  return apiRequest<CarrierLookup>('core', corePaths.registrationCarrier, { method: 'POST', body: input });
}

export function useLookUpCarrier() {
  return useMutation({ mutationFn: lookUpCarrier });
}
