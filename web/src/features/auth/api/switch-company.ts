import { useMutation } from '@tanstack/react-query';
import { sessionCalls } from '#shared/contracts/session.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import type { SwitchCompanyRequest } from '#shared/schemas/session.ts';
import { callApi } from '#web/lib/api-call.ts';

export function switchCompany(body: SwitchCompanyRequest): Promise<CurrentUser> {
  return callApi(sessionCalls.switchCompany, { body });
}

/** Switching company reloads the app at the origin, so every area starts from the new company. */
export function useSwitchCompany() {
  return useMutation({
    mutationFn: switchCompany,
    onSuccess: () => window.location.assign(window.location.origin),
  });
}
