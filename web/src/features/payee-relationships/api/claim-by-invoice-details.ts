import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import type { ClaimByInvoiceDetails, ClaimResult } from '#shared/schemas/payee-relationships.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { relationshipKeys } from './keys.ts';

/** `PUT {id}/claim_by_invoice_details`: proven by an invoice from this payor (number and amount in cents). */
export function claimByInvoiceDetails({
  relationshipId,
  ...body
}: ClaimByInvoiceDetails & { relationshipId: number }): Promise<ClaimResult> {
  return apiRequest<ClaimResult>(
    'core',
    fillPath(corePaths.payeeRelationshipClaimByInvoiceDetails, { id: relationshipId }),
    { method: 'PUT', body },
  );
}

/** Claims refresh every relationship query (seeds 000 §4: relationships are refreshed after a claim). */
export function useClaimByInvoiceDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimByInvoiceDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
  });
}
