import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { BankAccountTypes } from '#shared/schemas/payee-bank-accounts.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getBankAccountTypes(): Promise<BankAccountTypes> {
  return apiRequest<BankAccountTypes>('core', corePaths.payeeBankAccountTypes);
}

export const bankAccountTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['payee', 'bank-accounts', 'types'],
    queryFn: getBankAccountTypes,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Bank account types with the fields each needs per country. */
export function useBankAccountTypes() {
  return useQuery(bankAccountTypesQueryOptions());
}
