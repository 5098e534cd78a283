import { queryOptions, useQuery } from '@tanstack/react-query';
import { payorProfileCalls } from '#shared/contracts/payor-profile.ts';
import { callApi } from '#web/lib/api-call.ts';

export function getPayorTerms(signal?: AbortSignal) {
  return callApi(payorProfileCalls.terms, {}, { signal });
}

export const payorTermsQueryOptions = () =>
  queryOptions({ queryKey: ['payor', 'profile', 'terms'], queryFn: ({ signal }) => getPayorTerms(signal) });

/** Profile → Terms: what the payor offers its carriers. */
export function usePayorTerms() {
  return useQuery(payorTermsQueryOptions());
}
