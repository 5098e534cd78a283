import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payeeBankAccountCalls } from '#shared/contracts/payee-bank-accounts.ts';
import { callApi } from '#web/lib/api-call.ts';
import { bankAccountsQueryOptions } from './get-bank-accounts.ts';

/**
 * `POST bank_accounts/loadpay`: links the LoadPay account the code proves; it joins the wallet
 * pending approval (the same account again when it was linked before). The wallet and the user's
 * data (which the status polling follows) are then read again.
 */
export function useLinkLoadPayAccount(refreshUser: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof payeeBankAccountCalls.linkLoadPay>) =>
      callApi(payeeBankAccountCalls.linkLoadPay, { body }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries(bankAccountsQueryOptions()), refreshUser()]);
    },
  });
}
