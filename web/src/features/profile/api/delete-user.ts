import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userCalls } from '#shared/contracts/users.ts';
import { callApi } from '#web/lib/api-call.ts';
import { usersQueryOptions } from './get-users.ts';

export function deleteUser(id: number) {
  return callApi(userCalls.remove, { params: { id } });
}

/** Removes a user from the company. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries(usersQueryOptions()),
  });
}
