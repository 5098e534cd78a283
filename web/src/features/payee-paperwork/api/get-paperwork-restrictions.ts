import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { PayeeRestrictions } from '#shared/schemas/users.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * `GET payee/restrictions`: whether the company allows viewing paperwork (Profile → Restrictions).
 * The same key as the profile's own read, so switching the toggle there is seen here at once.
 */
export function getPaperworkRestrictions(signal?: AbortSignal): Promise<PayeeRestrictions> {
  return apiRequest<PayeeRestrictions>('core', corePaths.payeeRestrictions, { signal });
}

export const paperworkRestrictionsQueryOptions = () =>
  queryOptions({ queryKey: ['payee', 'restrictions'], queryFn: ({ signal }) => getPaperworkRestrictions(signal) });

export function usePaperworkRestrictions() {
  return useQuery(paperworkRestrictionsQueryOptions());
}
