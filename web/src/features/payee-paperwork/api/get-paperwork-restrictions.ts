import { queryOptions, useQuery } from '@tanstack/react-query';
import { payeeRestrictionCalls } from '#shared/contracts/user-restrictions.ts';
import { callApi } from '#web/lib/api-call.ts';

/**
 * `GET payee/restrictions`: whether the company allows viewing paperwork (Profile → Restrictions).
 * The same key as the profile's own read, so switching the toggle there is seen here at once.
 */
export function getPaperworkRestrictions(signal?: AbortSignal) {
  return callApi(payeeRestrictionCalls.get, {}, { signal });
}

export const paperworkRestrictionsQueryOptions = () =>
  queryOptions({ queryKey: ['payee', 'restrictions'], queryFn: ({ signal }) => getPaperworkRestrictions(signal) });

export function usePaperworkRestrictions() {
  return useQuery(paperworkRestrictionsQueryOptions());
}
