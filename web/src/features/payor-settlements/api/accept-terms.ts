import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptedTermsCalls } from '#shared/contracts/accepted-terms.ts';
import { callApi } from '#web/lib/api-call.ts';
import { type AcceptedTerms, acceptedTermsQueryOptions } from '#web/lib/paperwork/get-accepted-terms.ts';

/** `POST settlement/accepted_terms/accept`: sets hasAcceptedTerms on the signed-in user (seeds 001 §2). */
export function acceptTerms(): Promise<AcceptedTerms> {
  return callApi(acceptedTermsCalls.accept, {});
}

/**
 * Accepting is recorded at once in the cached answer the navigation and the settlements pages read,
 * whatever the call returned, so the pages open without another round trip; then it is read again.
 */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: async () => {
      queryClient.setQueryData(acceptedTermsQueryOptions().queryKey, { hasAcceptedTerms: true });
      await queryClient.invalidateQueries({ queryKey: ['payor-settlements'] });
    },
  });
}
