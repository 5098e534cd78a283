import { queryOptions, useQuery } from '@tanstack/react-query';
import { factorProfileCalls } from '#shared/contracts/factor-profile.ts';
import { callApi } from '#web/lib/api-call.ts';

export function getFactorProfile(signal?: AbortSignal) {
  return callApi(factorProfileCalls.profile, {}, { signal });
}

export const factorProfileQueryOptions = () =>
  queryOptions({ queryKey: ['factor', 'profile'], queryFn: ({ signal }) => getFactorProfile(signal) });

/** The factor's company, address, contact, remittance email and payout accounts. */
export function useFactorProfile() {
  return useQuery(factorProfileQueryOptions());
}
