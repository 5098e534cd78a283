import { useMutation } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { LoadPayCodeRequest, LoadPayCodeSent } from '#shared/schemas/payee-bank-accounts.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST bank_accounts/loadpay/code`: emails a 6-digit code for this LoadPay email and account number. */
export function sendLoadPayCode(body: LoadPayCodeRequest): Promise<LoadPayCodeSent> {
  return apiRequest<LoadPayCodeSent>('core', corePaths.payeeLoadPayCode, { method: 'POST', body });
}

export function useSendLoadPayCode() {
  return useMutation({ mutationFn: sendLoadPayCode });
}
