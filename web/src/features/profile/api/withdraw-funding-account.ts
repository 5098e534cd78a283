import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payorProfileCalls } from '#shared/contracts/payor-profile.ts';
import { callApi } from '#web/lib/api-call.ts';
import { fundingAccountsQueryOptions } from './get-funding-accounts.ts';

export function withdrawFundingAccount(id: number) {
  return callApi(payorProfileCalls.withdrawFundingAccount, { params: { id } });
}

/** Withdraws the replacement waiting for review (again answers it as it is); the accounts are read again. */
export function useWithdrawFundingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawFundingAccount,
    onSettled: () => queryClient.invalidateQueries(fundingAccountsQueryOptions()),
  });
}
