import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { UserRoles } from '#shared/schemas/users.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getUserRoles(): Promise<UserRoles> {
  return apiRequest<UserRoles>('core', corePaths.userRoles);
}

export const userRolesQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'roles'], queryFn: getUserRoles, staleTime: Number.POSITIVE_INFINITY });

/** The roles a user admin of the company can give. */
export function useUserRoles() {
  return useQuery(userRolesQueryOptions());
}
