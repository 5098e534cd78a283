import { useMutation } from '@tanstack/react-query';
import { userCalls } from '#shared/contracts/users.ts';
import { callApi } from '#web/lib/api-call.ts';

/** Emails the user a temporary password (seeds 000 §7 send_login_request). */
export function sendLoginRequest(id: number) {
  return callApi(userCalls.sendLoginRequest, { params: { id } });
}

export function useSendLoginRequest() {
  return useMutation({ mutationFn: sendLoginRequest });
}
