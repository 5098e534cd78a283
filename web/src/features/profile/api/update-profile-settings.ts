import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payorProfileCalls } from '#shared/contracts/payor-profile.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { callApi } from '#web/lib/api-call.ts';
import { isConflict } from '#web/lib/api-client.ts';
import { profileSettingsQueryOptions } from './get-profile-settings.ts';

export type UpdateProfileSettingsInput = CallBody<typeof payorProfileCalls.updateSettings> & {
  /** The company's version the settings were loaded at (If-Match): 409 when it changed since. */
  version: number;
};

export function updateProfileSettings({ version, ...body }: UpdateProfileSettingsInput) {
  return callApi(payorProfileCalls.updateSettings, { body }, { ifMatch: version });
}

/**
 * Saves settings: the answer replaces the cached ones, and the signed-in user is read again, since
 * the navigation and the pages' gates read the company's settings from it. A conflict reads the
 * settings again, as they are now.
 */
export function useUpdateProfileSettings() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAreaShell();
  return useMutation({
    mutationFn: updateProfileSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileSettingsQueryOptions().queryKey, saved);
      await refreshUser();
    },
    onError: (error) => (isConflict(error) ? queryClient.invalidateQueries(profileSettingsQueryOptions()) : undefined),
  });
}
