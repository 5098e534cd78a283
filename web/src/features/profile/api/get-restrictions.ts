import { queryOptions, useQuery } from '@tanstack/react-query';
import { payeeRestrictionCalls } from '#shared/contracts/user-restrictions.ts';
import { callApi } from '#web/lib/api-call.ts';

/** The restrictions with the company's version (what a change is made on). */
export function getRestrictions(signal?: AbortSignal) {
  return callApi(payeeRestrictionCalls.get, {}, { signal });
}

export const restrictionsQueryOptions = () =>
  queryOptions({ queryKey: ['payee', 'restrictions'], queryFn: ({ signal }) => getRestrictions(signal) });

/** Profile → Restrictions of the payee. */
export function useRestrictions() {
  return useQuery(restrictionsQueryOptions());
}
