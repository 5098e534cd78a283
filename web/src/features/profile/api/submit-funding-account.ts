import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payorProfileCalls } from '#shared/contracts/payor-profile.ts';
import { callApi } from '#web/lib/api-call.ts';
import { fundingAccountsQueryOptions } from './get-funding-accounts.ts';

export function submitFundingAccount(body: CallBody<typeof payorProfileCalls.submitFundingAccount>) {
  return callApi(payorProfileCalls.submitFundingAccount, { body });
}

/**
 * Submits a replacement funding account for review. Sending the same account again answers the one
 * waiting, so a retry makes nothing twice; the accounts are read again either way.
 */
export function useSubmitFundingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFundingAccount,
    onSettled: () => queryClient.invalidateQueries(fundingAccountsQueryOptions()),
  });
}
