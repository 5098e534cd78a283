import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls } from '#shared/contracts/users.ts';
import { callApi } from '#web/lib/api-call.ts';

export function getUserRoles(signal?: AbortSignal) {
  return callApi(userCalls.roles, {}, { signal });
}

export const userRolesQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'roles'],
    queryFn: ({ signal }) => getUserRoles(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The roles a user admin of the company can give. */
export function useUserRoles() {
  return useQuery(userRolesQueryOptions());
}
