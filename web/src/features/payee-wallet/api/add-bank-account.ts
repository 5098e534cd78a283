import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payeeBankAccountCalls } from '#shared/contracts/payee-bank-accounts.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { callApi } from '#web/lib/api-call.ts';
import { bankAccountsQueryOptions } from './get-bank-accounts.ts';

/**
 * `POST payee/bank_accounts`: adds an account, pending verification; the wallet and the user's data
 * are then read again (seeds 000 §7).
 */
export function useAddBankAccount() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAreaShell();
  return useMutation({
    mutationFn: (body: CallBody<typeof payeeBankAccountCalls.add>) => callApi(payeeBankAccountCalls.add, { body }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries(bankAccountsQueryOptions()), refreshUser()]);
    },
  });
}
