import { queryOptions, useQuery } from '@tanstack/react-query';
import { payorProfileCalls } from '#shared/contracts/payor-profile.ts';
import { callApi } from '#web/lib/api-call.ts';

/** The settings with their values, recent changes and the company's version (what a change is made on). */
export function getProfileSettings(signal?: AbortSignal) {
  return callApi(payorProfileCalls.settingTypes, {}, { signal });
}

export const profileSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['payor', 'profile', 'settings'], queryFn: ({ signal }) => getProfileSettings(signal) });

/** Profile → Settings of the signed-in payor. */
export function useProfileSettings() {
  return useQuery(profileSettingsQueryOptions());
}
