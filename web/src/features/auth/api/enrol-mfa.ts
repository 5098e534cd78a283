import { useMutation } from '@tanstack/react-query';
import { mfaCalls } from '#shared/contracts/users.ts';
import type { MfaDelivery } from '#shared/validation/mfa.ts';
import { callApi } from '#web/lib/api-call.ts';

export function sendMfaCode(type: MfaDelivery, phoneNumber: string) {
  return callApi(mfaCalls.sendCode, { params: { type }, body: { phoneNumber } });
}

export function registerMfa(type: MfaDelivery, code: string) {
  return callApi(mfaCalls.register, { params: { type }, body: { code } });
}

export function useSendMfaCode() {
  return useMutation({
    mutationFn: (input: { type: MfaDelivery; phoneNumber: string }) => sendMfaCode(input.type, input.phoneNumber),
  });
}

/** Resolves with the user, who no longer has MFA among their missing details. */
export function useRegisterMfa() {
  return useMutation({
    mutationFn: (input: { type: MfaDelivery; code: string }) => registerMfa(input.type, input.code),
  });
}
