import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { CompanyUserPage } from '#shared/schemas/users.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Company user lists are short: one page of up to 200 holds them all. */
export function getUsers(): Promise<CompanyUserPage> {
  return apiRequest<CompanyUserPage>('core', corePaths.users, { query: { pageSize: 200 } });
}

export const usersQueryOptions = () => queryOptions({ queryKey: ['users'], queryFn: getUsers });

/** The company's users (user admins only). */
export function useUsers(enabled = true) {
  return useQuery({ ...usersQueryOptions(), enabled });
}
