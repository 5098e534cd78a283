import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payeeBankAccountCalls } from '#shared/contracts/payee-bank-accounts.ts';
import { callApi } from '#web/lib/api-call.ts';

/** The server's check of an account before it is added (field errors as a 400). */
export function useValidateBankAccount() {
  return useMutation({
    mutationFn: (body: CallBody<typeof payeeBankAccountCalls.validate>) =>
      callApi(payeeBankAccountCalls.validate, { body }),
  });
}
