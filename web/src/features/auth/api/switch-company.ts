import { useMutation } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import type { SwitchCompanyRequest } from '#shared/schemas/session.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function switchCompany(body: SwitchCompanyRequest): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('core', corePaths.session, { method: 'PUT', body });
}

/** Switching company reloads the app at the origin, so every area starts from the new company. */
export function useSwitchCompany() {
  return useMutation({
    mutationFn: switchCompany,
    onSuccess: () => window.location.assign(window.location.origin),
  });
}
