import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import type { PayeeRelationship } from '#shared/schemas/payee-relationships.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { relationshipKeys } from './keys.ts';

/** `PUT {id}/unauthenticated_request`: asks LanePay to verify a payor whose contacts the carrier can't reach. */
export function requestClaimHelp(relationshipId: number): Promise<PayeeRelationship> {
  return apiRequest<PayeeRelationship>(
    'core',
    fillPath(corePaths.payeeRelationshipUnauthenticatedRequest, { id: relationshipId }),
    { method: 'PUT' },
  );
}

export function useRequestClaimHelp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestClaimHelp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
  });
}
