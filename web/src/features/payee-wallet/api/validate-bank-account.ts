import { useMutation } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { BankAccountRequest, BankAccountValidation } from '#shared/schemas/payee-bank-accounts.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The server's check of an account before it is added (field errors as a 400). */
export function validateBankAccount(body: BankAccountRequest): Promise<BankAccountValidation> {
  return apiRequest<BankAccountValidation>('core', corePaths.payeeBankAccountValidate, { method: 'POST', body });
}

export function useValidateBankAccount() {
  return useMutation({ mutationFn: validateBankAccount });
}
