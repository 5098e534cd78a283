import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { PayeeRestrictions } from '#shared/schemas/users.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getRestrictions(): Promise<PayeeRestrictions> {
  return apiRequest<PayeeRestrictions>('core', corePaths.payeeRestrictions);
}

export const restrictionsQueryOptions = () =>
  queryOptions({ queryKey: ['payee', 'restrictions'], queryFn: getRestrictions });

/** Profile → Restrictions of the payee. */
export function useRestrictions() {
  return useQuery(restrictionsQueryOptions());
}
