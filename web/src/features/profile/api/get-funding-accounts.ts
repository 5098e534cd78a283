import { queryOptions, useQuery } from '@tanstack/react-query';
import { payorProfileCalls } from '#shared/contracts/payor-profile.ts';
import { callApi } from '#web/lib/api-call.ts';

export function getFundingAccounts(signal?: AbortSignal) {
  return callApi(payorProfileCalls.fundingAccounts, {}, { signal });
}

export const fundingAccountsQueryOptions = () =>
  queryOptions({ queryKey: ['payor', 'profile', 'funding'], queryFn: ({ signal }) => getFundingAccounts(signal) });

/** Profile → Funding account: the account drafted now, a replacement waiting for review, earlier ones. */
export function useFundingAccounts() {
  return useQuery(fundingAccountsQueryOptions());
}
