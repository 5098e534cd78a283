import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';

/** The signed-in user, or null when there is no session (a 401 is an answer, not an error). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiRequest<CurrentUser>('core', corePaths.currentUser);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['current-user'], queryFn: getCurrentUser, staleTime: Number.POSITIVE_INFINITY });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
