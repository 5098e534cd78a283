import { useMutation } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import type { MfaDelivery } from '#shared/validation/mfa.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function sendMfaCode(type: MfaDelivery, phoneNumber: string): Promise<{ ok: true }> {
  return apiRequest('core', fillPath(corePaths.sendMfa, { type }), { method: 'PUT', body: { phoneNumber } });
}

export function registerMfa(type: MfaDelivery, code: string): Promise<CurrentUser> {
  return apiRequest('core', fillPath(corePaths.registerMfa, { type }), { method: 'PUT', body: { code } });
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
