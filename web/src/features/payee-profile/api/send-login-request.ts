import { useMutation } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Emails the user a temporary password (seeds 000 §7 send_login_request). */
export function sendLoginRequest(id: number): Promise<{ ok: true }> {
  return apiRequest('core', fillPath(corePaths.userSendLoginRequest, { id }), { method: 'PUT' });
}

export function useSendLoginRequest() {
  return useMutation({ mutationFn: sendLoginRequest });
}
