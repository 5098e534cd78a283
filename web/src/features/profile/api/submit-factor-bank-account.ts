import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { factorProfileCalls } from '#shared/contracts/factor-profile.ts';
import { callApi } from '#web/lib/api-call.ts';
import { factorProfileQueryOptions } from './get-factor-profile.ts';

export type SubmitFactorBankAccountInput = {
  body: CallBody<typeof factorProfileCalls.submitBankAccount>;
  /** One per form: a retry after a lost answer finds the account already submitted. */
  idempotencyKey: string;
};

export function submitFactorBankAccount({ body, idempotencyKey }: SubmitFactorBankAccountInput) {
  return callApi(factorProfileCalls.submitBankAccount, { body }, { idempotencyKey });
}

/** Submits a new payout account for LanePay's review; the profile is read again either way. */
export function useSubmitFactorBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFactorBankAccount,
    onSettled: () => queryClient.invalidateQueries(factorProfileQueryOptions()),
  });
}
