import { useMutation } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Resets a user's MFA: they set a new password and enrol MFA again at their next sign-in. */
export function resetUserMfa(id: number): Promise<{ ok: true }> {
  return apiRequest('core', fillPath(corePaths.userResetMfa, { id }), { method: 'PUT' });
}

export function useResetUserMfa() {
  return useMutation({ mutationFn: resetUserMfa });
}
