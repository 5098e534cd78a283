import { queryOptions, useQuery } from '@tanstack/react-query';
import { payeeBankAccountCalls } from '#shared/contracts/payee-bank-accounts.ts';
import { callApi } from '#web/lib/api-call.ts';

export const bankAccountsQueryOptions = () =>
  queryOptions({ queryKey: ['payee', 'bank-accounts'], queryFn: () => callApi(payeeBankAccountCalls.list, {}) });

/** The payee's wallet. */
export function useBankAccounts() {
  return useQuery(bankAccountsQueryOptions());
}
