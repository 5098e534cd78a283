import { useMutation } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function requestPasswordReset(email: string): Promise<{ ok: true }> {
  return apiRequest('core', corePaths.requestPasswordReset, { method: 'POST', body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
