import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '#shared/api/contract.ts';
import { acceptedTermsCalls } from '#shared/contracts/accepted-terms.ts';
import { callApi } from '../api-call.ts';

export type AcceptedTerms = CallAnswer<typeof acceptedTermsCalls.get>;

/**
 * `GET settlement/accepted_terms`: whether the signed-in payor user has accepted the paperwork
 * terms (seeds 001 §2, §5). The payor's navigation, its dashboard and the settlements pages read
 * it; accepting the terms replaces the cached answer.
 */
export function getAcceptedTerms(signal?: AbortSignal): Promise<AcceptedTerms> {
  return callApi(acceptedTermsCalls.get, {}, { signal });
}

export const acceptedTermsQueryOptions = () =>
  queryOptions({ queryKey: ['paperwork', 'accepted-terms'], queryFn: ({ signal }) => getAcceptedTerms(signal) });

/** Asked only for users whose roles open payor paperwork (`enabled`); others never call it. */
export function useAcceptedTerms(enabled = true) {
  return useQuery({ ...acceptedTermsQueryOptions(), enabled });
}
