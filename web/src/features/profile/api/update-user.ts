import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { userCalls } from '#shared/contracts/users.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { callApi } from '#web/lib/api-call.ts';
import { isConflict } from '#web/lib/api-client.ts';
import { userQueryOptions } from './get-user.ts';
import { usersQueryOptions } from './get-users.ts';

export type UpdateUserInput = {
  id: number;
  /** The version of the user the editor loaded (If-Match): 409 when the user changed since. */
  version: number;
  body: CallBody<typeof userCalls.update>;
};

export function updateUser({ id, version, body }: UpdateUserInput) {
  return callApi(userCalls.update, { params: { id }, body }, { ifMatch: version });
}

/**
 * Saves a user; editing oneself also reads the signed-in user again (the top bar shows the name). A
 * conflict (the user changed since it was loaded) reads the user again, so the form shows them as
 * they are now.
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  const { user, refreshUser } = useAreaShell();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (saved) => {
      queryClient.setQueryData(userQueryOptions(saved.id).queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries(usersQueryOptions()),
        saved.id === user.id ? refreshUser() : null,
      ]);
    },
    onError: async (error, { id }) => {
      if (!isConflict(error)) return;
      await Promise.all([
        queryClient.invalidateQueries(userQueryOptions(id)),
        queryClient.invalidateQueries(usersQueryOptions()),
        id === user.id ? refreshUser() : null,
      ]);
    },
  });
}
