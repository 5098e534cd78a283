import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { BankAccountList } from '#shared/schemas/payee-bank-accounts.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getBankAccounts(): Promise<BankAccountList> {
  return apiRequest<BankAccountList>('core', corePaths.payeeBankAccounts);
}

export const bankAccountsQueryOptions = () =>
  queryOptions({ queryKey: ['payee', 'bank-accounts'], queryFn: getBankAccounts });

/** The payee's wallet. */
export function useBankAccounts() {
  return useQuery(bankAccountsQueryOptions());
}
