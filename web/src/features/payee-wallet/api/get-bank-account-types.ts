import { queryOptions, useQuery } from '@tanstack/react-query';
import { payeeBankAccountCalls } from '#shared/contracts/payee-bank-accounts.ts';
import { callApi } from '#web/lib/api-call.ts';

export const bankAccountTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['payee', 'bank-accounts', 'types'],
    queryFn: () => callApi(payeeBankAccountCalls.types, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Bank account types with the fields each needs per country. */
export function useBankAccountTypes() {
  return useQuery(bankAccountTypesQueryOptions());
}
