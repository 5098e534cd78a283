import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payeeRelationshipCalls } from '#shared/contracts/payee-relationships.ts';
import { callApi } from '#web/lib/api-call.ts';
import { relationshipKeys } from './keys.ts';

/**
 * `PUT {id}/claim_by_invoice_details`: proven by an invoice from this payor (number and amount in cents).
 * Claims refresh every relationship query (seeds 000 §4: relationships are refreshed after a claim).
 */
export function useClaimByInvoiceDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      relationshipId,
      ...body
    }: CallBody<typeof payeeRelationshipCalls.claimByInvoiceDetails> & { relationshipId: number }) =>
      callApi(payeeRelationshipCalls.claimByInvoiceDetails, { params: { id: relationshipId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
  });
}
