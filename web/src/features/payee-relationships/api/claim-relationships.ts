import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { ClaimRelationships, ClaimResult } from '#shared/schemas/payee-relationships.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { relationshipKeys } from './keys.ts';

/** `PUT claim`: the selected relationships with one code, all or none. */
export function claimRelationships(body: ClaimRelationships): Promise<ClaimResult> {
  return apiRequest<ClaimResult>('core', corePaths.payeeClaimRelationships, { method: 'PUT', body });
}

/** Claims refresh every relationship query (seeds 000 §4: relationships are refreshed after a claim). */
export function useClaimRelationships() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRelationships,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
  });
}
