import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { usersQueryOptions } from './get-users.ts';

export function deleteUser(id: number): Promise<{ ok: true }> {
  return apiRequest('core', fillPath(corePaths.user, { id }), { method: 'DELETE' });
}

/** Removes a user from the company. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries(usersQueryOptions()),
  });
}
