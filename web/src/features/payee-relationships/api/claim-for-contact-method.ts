import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { ClaimForContactMethod, ClaimResult } from '#shared/schemas/payee-relationships.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { relationshipKeys } from './keys.ts';

/** `PUT claim_for_contact_method`: every unclaimed relationship of one contact method. */
export function claimForContactMethod(body: ClaimForContactMethod): Promise<ClaimResult> {
  return apiRequest<ClaimResult>('core', corePaths.payeeClaimForContactMethod, { method: 'PUT', body });
}

/** Claims refresh every relationship query (seeds 000 §4: relationships are refreshed after a claim). */
export function useClaimForContactMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimForContactMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
  });
}
