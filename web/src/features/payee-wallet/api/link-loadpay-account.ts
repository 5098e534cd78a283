import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { BankAccountView, LoadPayLinkRequest } from '#shared/schemas/payee-bank-accounts.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bankAccountsQueryOptions } from './get-bank-accounts.ts';

/**
 * `POST bank_accounts/loadpay`: links the LoadPay account the code proves; it joins the wallet
 * pending approval (the same account again when it was linked before).
 */
export function linkLoadPayAccount(body: LoadPayLinkRequest): Promise<BankAccountView> {
  return apiRequest<BankAccountView>('core', corePaths.payeeLoadPayLink, { method: 'POST', body });
}

/** Links the account; the wallet and the user's data (which the status polling follows) are read again. */
export function useLinkLoadPayAccount(refreshUser: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkLoadPayAccount,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries(bankAccountsQueryOptions()), refreshUser()]);
    },
  });
}
