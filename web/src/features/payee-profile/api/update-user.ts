import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import type { CompanyUser, UpdateUserRequest } from '#shared/schemas/users.ts';
import { useAreaShell } from '../../../components/layouts/area-shell/area-shell-context.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userQueryOptions } from './get-user.ts';
import { usersQueryOptions } from './get-users.ts';

export function updateUser(id: number, body: UpdateUserRequest): Promise<CompanyUser> {
  return apiRequest<CompanyUser>('core', fillPath(corePaths.user, { id }), { method: 'PUT', body });
}

/** Saves a user; editing oneself also reads the signed-in user again (the top bar shows the name). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  const { user, refreshUser } = useAreaShell();
  return useMutation({
    mutationFn: (input: { id: number; body: UpdateUserRequest }) => updateUser(input.id, input.body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(userQueryOptions(saved.id).queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries(usersQueryOptions()),
        saved.id === user.id ? refreshUser() : null,
      ]);
    },
  });
}
