import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { CreatedUser, CreateUserRequest } from '#shared/schemas/users.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersQueryOptions } from './get-users.ts';

export function createUser(body: CreateUserRequest): Promise<CreatedUser> {
  return apiRequest<CreatedUser>('core', corePaths.users, { method: 'POST', body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries(usersQueryOptions()),
  });
}
