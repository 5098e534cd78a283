import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import type { CompanyUser } from '#shared/schemas/users.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getUser(id: number): Promise<CompanyUser> {
  return apiRequest<CompanyUser>('core', fillPath(corePaths.user, { id }));
}

export const userQueryOptions = (id: number) => queryOptions({ queryKey: ['users', id], queryFn: () => getUser(id) });

export function useUser(id: number) {
  return useQuery({ ...userQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
