import { useMutation } from '@tanstack/react-query';
import { userCalls } from '#shared/contracts/users.ts';
import { callApi } from '#web/lib/api-call.ts';

/** Resets a user's MFA: they set a new password and enrol MFA again at their next sign-in. */
export function resetUserMfa(id: number) {
  return callApi(userCalls.resetMfa, { params: { id } });
}

export function useResetUserMfa() {
  return useMutation({ mutationFn: resetUserMfa });
}
