import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { PayorNamesList } from '#shared/schemas/payee-payors.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET payee/payors/name`: id and name of each of the carrier's payors, for the payor filter. */
export function getPayorNames(signal?: AbortSignal): Promise<PayorNamesList> {
  return apiRequest<PayorNamesList>('core', corePaths.payeePayorsByName, { signal });
}

export const payorNamesQueryOptions = () =>
  queryOptions({ queryKey: ['payee-invoices', 'payor-names'], queryFn: ({ signal }) => getPayorNames(signal) });

export function usePayorNames() {
  return useQuery(payorNamesQueryOptions());
}
