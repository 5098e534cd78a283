import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { PayeeRestrictionsView } from '#shared/schemas/users.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The restrictions with the company's version (what a change is made on). */
export function getRestrictions(): Promise<PayeeRestrictionsView> {
  return apiRequest<PayeeRestrictionsView>('core', corePaths.payeeRestrictions);
}

export const restrictionsQueryOptions = () =>
  queryOptions({ queryKey: ['payee', 'restrictions'], queryFn: getRestrictions });

/** Profile → Restrictions of the payee. */
export function useRestrictions() {
  return useQuery(restrictionsQueryOptions());
}
