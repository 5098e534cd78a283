import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { userCalls } from '#shared/contracts/users.ts';
import { callApi } from '#web/lib/api-call.ts';
import { companyInvitationsQueryOptions } from './get-company-invitations.ts';
import { usersQueryOptions } from './get-users.ts';

/** Invites someone to the company: they join when they accept (a new address by first signing in). */
export function createUser(body: CallBody<typeof userCalls.invite>) {
  return callApi(userCalls.invite, { body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries(usersQueryOptions()),
        queryClient.invalidateQueries(companyInvitationsQueryOptions()),
      ]),
  });
}
