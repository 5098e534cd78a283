import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { BankAccountRequest, BankAccountView } from '#shared/schemas/payee-bank-accounts.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bankAccountsQueryOptions } from './get-bank-accounts.ts';

export function addBankAccount(body: BankAccountRequest): Promise<BankAccountView> {
  return apiRequest<BankAccountView>('core', corePaths.payeeBankAccounts, { method: 'POST', body });
}

/** Adds an account; the wallet and the user's data are then read again (seeds 000 §7). */
export function useAddBankAccount() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAreaShell();
  return useMutation({
    mutationFn: addBankAccount,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries(bankAccountsQueryOptions()), refreshUser()]);
    },
  });
}
