import { queryOptions, useQuery } from '@tanstack/react-query';
import { payorProfileCalls } from '#shared/contracts/payor-profile.ts';
import { callApi } from '#web/lib/api-call.ts';

export function getPayorCompany(signal?: AbortSignal) {
  return callApi(payorProfileCalls.company, {}, { signal });
}

export const payorCompanyQueryOptions = () =>
  queryOptions({ queryKey: ['payor', 'profile', 'company'], queryFn: ({ signal }) => getPayorCompany(signal) });

/** Profile → Company of the signed-in payor. */
export function usePayorCompany() {
  return useQuery(payorCompanyQueryOptions());
}
