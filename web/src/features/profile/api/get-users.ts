import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls } from '#shared/contracts/users.ts';
import { callApi } from '#web/lib/api-call.ts';

/** Company user lists are short: one page of up to 200 holds them all. */
export function getUsers(signal?: AbortSignal) {
  return callApi(userCalls.list, { query: { pageSize: 200 } }, { signal });
}

export const usersQueryOptions = () => queryOptions({ queryKey: ['users'], queryFn: ({ signal }) => getUsers(signal) });

/** The company's users (user admins only). */
export function useUsers(enabled = true) {
  return useQuery({ ...usersQueryOptions(), enabled });
}
