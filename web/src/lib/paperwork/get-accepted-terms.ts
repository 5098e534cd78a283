import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import type { acceptedTermsResponseSchema } from '#shared/schemas/bills.ts';
import { apiRequest } from '../api-client.ts';

export type AcceptedTerms = z.infer<typeof acceptedTermsResponseSchema>;

/**
 * `GET settlement/accepted_terms`: whether the signed-in payor user has accepted the paperwork
 * terms (seeds 001 §2, §5). The payor's navigation, its dashboard and the settlements pages read
 * it; accepting the terms replaces the cached answer.
 */
export function getAcceptedTerms(signal?: AbortSignal): Promise<AcceptedTerms> {
  return apiRequest<AcceptedTerms>('settlement', settlementPaths.acceptedTerms, { signal });
}

export const acceptedTermsQueryOptions = () =>
  queryOptions({ queryKey: ['paperwork', 'accepted-terms'], queryFn: ({ signal }) => getAcceptedTerms(signal) });

/** Asked only for users whose roles open payor paperwork (`enabled`); others never call it. */
export function useAcceptedTerms(enabled = true) {
  return useQuery({ ...acceptedTermsQueryOptions(), enabled });
}
