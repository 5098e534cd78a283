import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payeeBankAccountCalls } from '#shared/contracts/payee-bank-accounts.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `POST bank_accounts/loadpay/code`: emails a 6-digit code for this LoadPay email and account number. */
export function useSendLoadPayCode() {
  return useMutation({
    mutationFn: (body: CallBody<typeof payeeBankAccountCalls.sendLoadPayCode>) =>
      callApi(payeeBankAccountCalls.sendLoadPayCode, { body }),
  });
}
